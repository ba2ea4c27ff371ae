# typing: the typing names: generic aliases, TypeVar, Protocol, NamedTuple, TypedDict, .... The
# Python part of the module (monty/modules/mod_typing.c holds the C part). Compiled at build
# time into frozen tables (monty/tools/freeze.c) and run at import: see HACKING.md.

import collections as _collections

__all__ = ['AbstractSet', 'Annotated', 'Any', 'AnyStr', 'AsyncContextManager', 'AsyncGenerator',
           'AsyncIterable', 'AsyncIterator', 'Awaitable', 'BinaryIO', 'ByteString', 'Callable',
           'ChainMap', 'ClassVar', 'Collection', 'Concatenate', 'Container', 'ContextManager',
           'Coroutine', 'Counter', 'DefaultDict', 'Deque', 'Dict', 'Final', 'ForwardRef',
           'FrozenSet', 'Generator', 'Generic', 'Hashable', 'IO', 'ItemsView', 'Iterable',
           'Iterator', 'KeysView', 'List', 'Literal', 'LiteralString', 'Mapping', 'MappingView',
           'Match', 'MutableMapping', 'MutableSequence', 'MutableSet', 'NamedTuple', 'Never',
           'NewType', 'NoReturn', 'NotRequired', 'Optional', 'OrderedDict', 'ParamSpec',
           'ParamSpecArgs', 'ParamSpecKwargs', 'Pattern', 'Protocol', 'Required', 'Reversible',
           'Self', 'Sequence', 'Set', 'Sized', 'SupportsAbs', 'SupportsBytes', 'SupportsComplex',
           'SupportsFloat', 'SupportsIndex', 'SupportsInt', 'SupportsRound', 'TYPE_CHECKING',
           'Text', 'TextIO', 'Tuple', 'Type', 'TypeAlias', 'TypeGuard', 'TypeVar', 'TypeVarTuple',
           'TypedDict', 'Union', 'Unpack', 'ValuesView', 'assert_never', 'assert_type', 'cast',
           'clear_overloads', 'dataclass_transform', 'final', 'get_args', 'get_origin',
           'get_overloads', 'get_type_hints', 'is_typeddict', 'no_type_check',
           'no_type_check_decorator', 'overload', 'reveal_type', 'runtime_checkable']


TYPE_CHECKING = False


def _type_repr(obj):
    if isinstance(obj, type):
        if obj.__module__ == 'builtins':
            return obj.__qualname__
        return f'{obj.__module__}.{obj.__qualname__}'
    if obj is ...:
        return '...'
    if obj is None:
        return 'None'
    if isinstance(obj, (list, tuple)):
        return '[' + ', '.join(_type_repr(t) for t in obj) + ']'
    return repr(obj)


class _Final:
    def __init_subclass__(cls, *args, **kwds):
        pass


def _type_convert(arg, module=None, allow_special_forms=False):
    if arg is None:
        return type(None)
    if isinstance(arg, str):
        return ForwardRef(arg, module=module, is_class=allow_special_forms)
    return arg


def _type_check(arg, msg, is_argument=True, module=None, *, allow_special_forms=False):
    # CPython 3.11's check of a type argument: lenient, it refuses only special forms
    invalid = (Generic, Protocol)
    if not allow_special_forms:
        invalid += (ClassVar,)
        if is_argument:
            invalid += (Final,)
    arg = _type_convert(arg, module, allow_special_forms)
    if isinstance(arg, _GenericAlias) and arg.__origin__ in invalid:
        raise TypeError(f'{arg} is not valid as type argument')
    if arg in (Any, LiteralString, NoReturn, Never, Self, TypeAlias):
        return arg
    if allow_special_forms and arg in (ClassVar, Final):
        return arg
    if isinstance(arg, _SpecialForm) or arg in (Generic, Protocol):
        raise TypeError(f'Plain {arg} is not valid as type argument')
    if type(arg) is tuple:
        raise TypeError(f'{msg} Got {arg!r:.100}.')
    return arg


def _collect_parameters(args):
    params = []
    for a in args:
        if isinstance(a, TypeVar):
            if a not in params:
                params.append(a)
        elif isinstance(a, (list, tuple)):
            for p in _collect_parameters(a):
                if p not in params:
                    params.append(p)
        elif isinstance(a, _GenericAlias):
            for p in a.__parameters__:
                if p not in params:
                    params.append(p)
    return tuple(params)


def _subst(arg, subst):
    if isinstance(arg, TypeVar):
        return subst.get(arg, arg)
    if isinstance(arg, _GenericAlias) and arg.__parameters__:
        return arg[tuple(subst.get(p, p) for p in arg.__parameters__)]
    if isinstance(arg, list):
        return [_subst(a, subst) for a in arg]
    return arg


class _SpecialForm(_Final):
    def __init__(self, name, getitem=None):
        self._name = name
        self._getitem = getitem

    def __repr__(self):
        return 'typing.' + self._name

    def __getitem__(self, params):
        if self._getitem is None:
            raise TypeError(f'{self} is not subscriptable')
        return self._getitem(self, params)

    def __call__(self, *args, **kwds):
        if self._name == 'Any':
            raise TypeError('Any cannot be instantiated')
        raise TypeError(f'Cannot instantiate {self!r}')

    def __or__(self, other):
        return Union[self, other]

    def __ror__(self, other):
        return Union[other, self]

    def __eq__(self, other):
        return self is other

    def __hash__(self):
        return hash(self._name)


def _alias_mro_entries(alias, bases):
    # List[int] as a base stands for list and Generic (unless a later base is generic)
    res = []
    if alias.__origin__ not in bases:
        res.append(alias.__origin__)
    for b in bases[bases.index(alias) + 1:]:
        if isinstance(b, (_GenericAlias, _SpecialGenericAlias)) or (
                isinstance(b, type) and issubclass(b, Generic)):
            break
    else:
        res.append(Generic)
    return tuple(res)


class _GenericAlias(_Final):
    def __init__(self, origin, args, name=None, inst=True):
        if not isinstance(args, tuple):
            args = (args,)
        args = tuple(... if a is ... else _type_convert(a) for a in args)
        self.__origin__ = origin
        self.__args__ = args
        self._name = name
        self._inst = inst
        self.__parameters__ = _collect_parameters(args)

    def __repr__(self):
        if self._name:
            name = 'typing.' + self._name
        else:
            name = _type_repr(self.__origin__)
        if self.__args__ == ((),):
            return f'{name}[()]'
        return f'{name}[{", ".join(_type_repr(a) for a in self.__args__)}]'

    def __call__(self, *args, **kwargs):
        if not self._inst:
            raise TypeError(f'Type {self._name} cannot be instantiated; '
                            f'use {self.__origin__.__name__}() instead')
        return self.__origin__(*args, **kwargs)

    def __getitem__(self, params):
        if not self.__parameters__:
            raise TypeError(f'{self} is not a generic class')
        if not isinstance(params, tuple):
            params = (params,)
        params = tuple(_type_check(p, 'Parameters to generic types must be types.')
                       for p in params)
        if len(params) != len(self.__parameters__):
            raise TypeError(f'Too {"many" if len(params) > len(self.__parameters__) else "few"} '
                            f'arguments for {self}; actual {len(params)}, '
                            f'expected {len(self.__parameters__)}')
        subst = dict(zip(self.__parameters__, params))
        args = tuple(_subst(a, subst) for a in self.__args__)
        r = _GenericAlias.__new__(type(self))
        r.__dict__.update(self.__dict__)
        r.__args__ = args
        r.__parameters__ = _collect_parameters(args)
        return r

    def __eq__(self, other):
        if not isinstance(other, _GenericAlias):
            return NotImplemented
        return self.__origin__ == other.__origin__ and self.__args__ == other.__args__

    def __hash__(self):
        return hash((self.__origin__, self.__args__))

    def __or__(self, other):
        return Union[self, other]

    def __ror__(self, other):
        return Union[other, self]

    def __getattr__(self, attr):
        if attr.startswith('__') and attr.endswith('__'):
            raise AttributeError(attr)
        return getattr(self.__origin__, attr)

    def __mro_entries__(self, bases):
        if isinstance(self.__origin__, _SpecialForm):
            raise TypeError(f'Cannot subclass {self!r}')
        if self._name:
            return _alias_mro_entries(self, bases)
        if self.__origin__ is Generic:
            if Protocol in bases:
                return ()
            for b in bases[bases.index(self) + 1:]:
                if isinstance(b, _GenericAlias) and b is not self:
                    return ()
        return (self.__origin__,)

    def __instancecheck__(self, obj):
        raise TypeError('Subscripted generics cannot be used with class and instance checks')

    def __subclasscheck__(self, cls):
        raise TypeError('Subscripted generics cannot be used with class and instance checks')


class _SpecialGenericAlias(_Final):
    def __init__(self, origin, nparams, name, inst=True):
        self.__origin__ = origin
        self._nparams = nparams
        self._name = name
        self._inst = inst

    def __repr__(self):
        return 'typing.' + self._name

    def __getitem__(self, params):
        if not isinstance(params, tuple):
            params = (params,)
        params = tuple(_type_check(p, 'Parameters to generic types must be types.')
                       for p in params)
        if self._nparams >= 0 and len(params) != self._nparams:
            raise TypeError(f'Too {"many" if len(params) > self._nparams else "few"} arguments for {self};'
                            f' actual {len(params)}, expected {self._nparams}')
        return _GenericAlias(self.__origin__, params, self._name, self._inst)

    def __call__(self, *args, **kwargs):
        if not self._inst:
            raise TypeError(f'Type {self._name} cannot be instantiated; '
                            f'use {self.__origin__.__name__}() instead')
        return self.__origin__(*args, **kwargs)

    def __or__(self, other):
        return Union[self, other]

    def __ror__(self, other):
        return Union[other, self]

    def __eq__(self, other):
        if isinstance(other, _SpecialGenericAlias):
            return self.__origin__ is other.__origin__
        return NotImplemented

    def __hash__(self):
        return hash(self.__origin__)

    def __mro_entries__(self, bases):
        return _alias_mro_entries(self, bases)

    def _checked_origin(self):
        o = self.__origin__
        if o.__dict__.get('_abc_stand_in'):
            import collections.abc as abc
            return getattr(abc, o.__name__, o)
        return o

    def __instancecheck__(self, obj):
        return isinstance(obj, self._checked_origin())

    def __subclasscheck__(self, cls):
        return issubclass(cls, self._checked_origin())


class _UnionGenericAlias(_GenericAlias):
    def __repr__(self):
        args = self.__args__
        if len(args) == 2:
            if args[0] is type(None):
                return f'typing.Optional[{_type_repr(args[1])}]'
            if args[1] is type(None):
                return f'typing.Optional[{_type_repr(args[0])}]'
        return 'typing.Union[' + ', '.join(_type_repr(a) for a in args) + ']'

    def __eq__(self, other):
        if not isinstance(other, _UnionGenericAlias):
            return NotImplemented
        return set(self.__args__) == set(other.__args__)

    def __hash__(self):
        return hash(frozenset(self.__args__))

    def __instancecheck__(self, obj):
        return self.__subclasscheck__(type(obj))

    def __subclasscheck__(self, cls):
        for arg in self.__args__:
            if issubclass(cls, arg):
                return True
        return False


_UnionType = type(int | str)


def _union_getitem(self, parameters):
    if parameters == ():
        raise TypeError('Cannot take a Union of no types.')
    if not isinstance(parameters, tuple):
        parameters = (parameters,)
    msg = 'Union[arg, ...]: each arg must be a type.'
    flat = []
    for p in parameters:
        p = _type_check(p, msg)
        if isinstance(p, (_UnionGenericAlias, _UnionType)):
            flat.extend(p.__args__)
        else:
            flat.append(p)
    params = []
    for p in flat:
        if p not in params:
            params.append(p)
    if len(params) == 1:
        return params[0]
    return _UnionGenericAlias(Union, tuple(params), 'Union')


def _optional_getitem(self, parameters):
    arg = _type_check(parameters, f'{self} requires a single type.')
    return Union[arg, None]


def _literal_flatten(parameters):
    out = []
    for p in parameters:
        if isinstance(p, _LiteralGenericAlias):
            out.extend(p.__args__)
        else:
            out.append(p)
    return out


def _literal_getitem(self, parameters):
    if not isinstance(parameters, tuple):
        parameters = (parameters,)
    values = _literal_flatten(parameters)
    try:
        seen = []
        kept = []
        for v in values:
            key = (v, type(v))
            hash(key)
            if key not in seen:
                seen.append(key)
                kept.append(v)
        values = kept
    except TypeError:
        pass
    return _LiteralGenericAlias(self, tuple(values), 'Literal')


class _LiteralGenericAlias(_GenericAlias):
    def __init__(self, origin, args, name=None, inst=True):
        _GenericAlias.__init__(self, origin, args, name, inst)
        self.__args__ = args
        self.__parameters__ = ()

    def __repr__(self):
        return 'typing.Literal[' + ', '.join(repr(a) for a in self.__args__) + ']'

    def __eq__(self, other):
        if not isinstance(other, _LiteralGenericAlias):
            return NotImplemented
        return set((a, type(a)) for a in self.__args__) == set((a, type(a)) for a in other.__args__)

    def __hash__(self):
        return hash(frozenset((a, type(a)) for a in self.__args__))


def _single_getitem(self, parameters):
    # Final[t], ClassVar[t], TypeGuard[t]: one type
    item = _type_check(parameters, f'{self} accepts only single type.')
    return _GenericAlias(self, (item,), self._name)


def _classvar_getitem(self, parameters):
    a = _single_getitem(self, parameters)
    a._is_classvar = True  # what dataclasses looks for, without importing typing
    return a


def _required_getitem(self, parameters):
    item = _type_check(parameters, f'{self._name} accepts only a single type.')
    return _GenericAlias(self, (item,), self._name)


def _simple_getitem(self, parameters):
    return _GenericAlias(self, parameters, self._name)


Any = _SpecialForm('Any')
NoReturn = _SpecialForm('NoReturn')
Never = _SpecialForm('Never')
Self = _SpecialForm('Self')
LiteralString = _SpecialForm('LiteralString')
TypeAlias = _SpecialForm('TypeAlias')
Union = _SpecialForm('Union', _union_getitem)
Optional = _SpecialForm('Optional', _optional_getitem)
Literal = _SpecialForm('Literal', _literal_getitem)
ClassVar = _SpecialForm('ClassVar', _classvar_getitem)
ClassVar._is_classvar = True
Final = _SpecialForm('Final', _single_getitem)
TypeGuard = _SpecialForm('TypeGuard', _single_getitem)
Concatenate = _SpecialForm('Concatenate', _simple_getitem)
Required = _SpecialForm('Required', _required_getitem)
NotRequired = _SpecialForm('NotRequired', _required_getitem)
Unpack = _SpecialForm('Unpack', _simple_getitem)


class _AnnotatedAlias(_GenericAlias):
    def __init__(self, origin, metadata):
        if isinstance(origin, _AnnotatedAlias):
            metadata = origin.__metadata__ + metadata
            origin = origin.__origin__
        _GenericAlias.__init__(self, origin, (origin,))
        self.__metadata__ = metadata

    def __repr__(self):
        return f'typing.Annotated[{_type_repr(self.__origin__)}, ' + ', '.join(
            repr(a) for a in self.__metadata__) + ']'

    def __eq__(self, other):
        if not isinstance(other, _AnnotatedAlias):
            return NotImplemented
        return self.__origin__ == other.__origin__ and self.__metadata__ == other.__metadata__

    def __hash__(self):
        return hash((self.__origin__, self.__metadata__))

    def __mro_entries__(self, bases):
        return (self.__origin__,)


class Annotated:
    __slots__ = ()

    def __new__(cls, *args, **kwargs):
        raise TypeError('Type Annotated cannot be instantiated.')

    def __class_getitem__(cls, params):
        if not isinstance(params, tuple) or len(params) < 2:
            raise TypeError('Annotated[...] should be used with at least two arguments '
                            '(a type and an annotation).')
        origin = _type_check(params[0], 'Annotated[t, ...]: t must be a type.',
                             allow_special_forms=True)
        return _AnnotatedAlias(origin, tuple(params[1:]))

    def __init_subclass__(cls, *args, **kwargs):
        raise TypeError(f'Cannot subclass {cls.__module__}.Annotated')


class TypeVar(_Final):
    def __init__(self, name, *constraints, bound=None, covariant=False, contravariant=False):
        self.__name__ = name
        if covariant and contravariant:
            raise ValueError('Bivariant types are not supported.')
        self.__covariant__ = bool(covariant)
        self.__contravariant__ = bool(contravariant)
        if constraints and bound is not None:
            raise TypeError('Constraints cannot be combined with bound=...')
        if constraints and len(constraints) == 1:
            raise TypeError('A single constraint is not allowed')
        self.__constraints__ = tuple(
            _type_check(t, 'TypeVar(name, constraint, ...): constraints must be types.')
            for t in constraints)
        self.__bound__ = _type_check(bound, 'Bound must be a type.') if bound is not None else None
        self.__module__ = '__main__'

    def __repr__(self):
        prefix = '+' if self.__covariant__ else '-' if self.__contravariant__ else '~'
        return prefix + self.__name__

    def __or__(self, other):
        return Union[self, other]

    def __ror__(self, other):
        return Union[other, self]

    def __init_subclass__(cls, *args, **kwargs):
        if cls.__module__ != 'typing':
            raise TypeError(f'Cannot subclass {cls.__mro__[1]!r}')


class ParamSpec(TypeVar):
    def __init__(self, name, *, bound=None, covariant=False, contravariant=False):
        TypeVar.__init__(self, name, bound=bound, covariant=covariant, contravariant=contravariant)
        self.args = ParamSpecArgs(self)
        self.kwargs = ParamSpecKwargs(self)


class TypeVarTuple(TypeVar):
    def __repr__(self):
        return self.__name__


class _ProtocolMeta(type):
    # isinstance() against a @runtime_checkable protocol checks the members' presence
    def __instancecheck__(cls, instance):
        if cls.__dict__.get('_is_protocol', False) and not cls.__dict__.get(
                '_is_runtime_protocol', False) and cls is not Protocol:
            raise TypeError('Instance and class checks can only be used with '
                            '@runtime_checkable protocols')
        if type.__instancecheck__(cls, instance):
            return True
        if cls.__dict__.get('_is_protocol', False):
            for attr in _protocol_attrs(cls):
                if not hasattr(instance, attr):
                    return False
                if callable(getattr(cls, attr, None)) and getattr(instance, attr) is None:
                    return False
            return True
        return False

    def __subclasscheck__(cls, other):
        if cls.__dict__.get('_is_protocol', False) and cls is not Protocol:
            if not cls.__dict__.get('_is_runtime_protocol', False):
                raise TypeError('Instance and class checks can only be used with '
                                '@runtime_checkable protocols')
            attrs = _protocol_attrs(cls)
            if any(not callable(getattr(cls, attr, None)) for attr in attrs):
                raise TypeError("Protocols with non-method members don't support issubclass()")
            if not isinstance(other, type):
                raise TypeError('issubclass() arg 1 must be a class')
            if type.__subclasscheck__(cls, other):
                return True
            for attr in attrs:
                for base in other.__mro__:
                    if attr in base.__dict__:
                        if base.__dict__[attr] is None:
                            return False
                        break
                else:
                    if getattr(other, attr, None) is None:  # a builtin's slot
                        return False
            return True
        return type.__subclasscheck__(cls, other)


_PROTO_EXCLUDED = frozenset({
    '__abstractmethods__', '__annotations__', '__dict__', '__doc__', '__init__', '__module__',
    '__new__', '__slots__', '__subclasshook__', '__weakref__', '__class_getitem__',
    '__parameters__', '__orig_bases__', '__orig_class__', '_is_protocol', '_is_runtime_protocol',
    '__qualname__', '__classcell__', '_MutableMapping__marker', '__init_subclass__'})


def _protocol_attrs(cls):
    attrs = []
    for base in cls.__mro__[:-1]:
        if base.__name__ in ('Protocol', 'Generic'):
            continue
        names = list(base.__dict__) + list(base.__dict__.get('__annotations__', {}))
        for attr in names:
            if not attr.startswith('_abc_') and attr not in _PROTO_EXCLUDED and attr not in attrs:
                attrs.append(attr)
    return attrs


def _generic_class_getitem(cls, params):
    if not isinstance(params, tuple):
        params = (params,)
    params = tuple(_type_convert(p) for p in params)
    if cls is Generic or cls is Protocol:
        if not params:
            raise TypeError(f'Parameter list to {cls.__qualname__}[...] cannot be empty')
        for p in params:
            if not isinstance(p, TypeVar):
                raise TypeError(f'Parameters to {cls.__name__}[...] must all be type variables '
                                'or parameter specification variables.')
        if len(set(params)) != len(params):
            raise TypeError(f'Parameters to {cls.__name__}[...] must all be unique')
        return _GenericAlias(cls, params)
    tvars = cls.__dict__.get('__parameters__', ())
    if not tvars:
        raise TypeError(f'{cls} is not a generic class')
    if len(params) != len(tvars):
        raise TypeError(f'Too {"many" if len(params) > len(tvars) else "few"} arguments for '
                        f'{cls}; actual {len(params)}, expected {len(tvars)}')
    return _GenericAlias(cls, params)


def _generic_init_subclass(cls):
    orig = cls.__dict__.get('__orig_bases__', ())
    tvars = _collect_parameters(orig)
    for base in orig:
        if isinstance(base, _GenericAlias) and base.__origin__ in (Generic, Protocol):
            tvars = base.__parameters__
    cls.__parameters__ = tvars


class Generic:
    __slots__ = ()
    _is_protocol = False

    __class_getitem__ = classmethod(_generic_class_getitem)

    def __init_subclass__(cls, *args, **kwargs):
        _generic_init_subclass(cls)


def _no_init(self, *args, **kwargs):
    if type(self)._is_protocol:
        raise TypeError('Protocols cannot be instantiated')


class Protocol(Generic, metaclass=_ProtocolMeta):
    __slots__ = ()
    _is_protocol = True
    _is_runtime_protocol = False

    def __init_subclass__(cls, *args, **kwargs):
        _generic_init_subclass(cls)
        if '_is_protocol' not in cls.__dict__:
            cls._is_protocol = any(b is Protocol for b in cls.__bases__)
        if cls._is_protocol and '__init__' not in cls.__dict__:
            cls.__init__ = _no_init


AnyStr = TypeVar('AnyStr', bytes, str)
AnyStr.__module__ = 'typing'


def _callable_getitem(self, params):
    if not isinstance(params, tuple) or len(params) != 2:
        raise TypeError('Callable must be used as Callable[[arg, ...], result].')
    args, result = params
    return _CallableGenericAlias(self.__origin__, (args, result), 'Callable')


class _CallableGenericAlias(_GenericAlias):
    def __repr__(self):
        args, result = self.__args__
        if result is None:
            result = type(None)
        if args is ...:
            return f'typing.Callable[..., {_type_repr(result)}]'
        return f'typing.Callable[{_type_repr(list(args))}, {_type_repr(result)}]'


class _CallableSpecial(_SpecialGenericAlias):
    def __getitem__(self, params):
        return _callable_getitem(self, params)


class _TupleSpecial(_SpecialGenericAlias):
    def __getitem__(self, params):
        if not isinstance(params, tuple):
            params = (params,)
        if params == ():
            params = ((),)
        return _GenericAlias(tuple, params, 'Tuple', True)


def _abstract(name):
    # a stand-in for collections.abc's class, which isinstance() loads at first use
    return type(name, (), {'__module__': 'collections.abc', '_abc_stand_in': True})


Hashable = _abstract('Hashable')
Awaitable = _abstract('Awaitable')
Coroutine = _abstract('Coroutine')
AsyncIterable = _abstract('AsyncIterable')
AsyncIterator = _abstract('AsyncIterator')
Iterable = _abstract('Iterable')
Iterator = _abstract('Iterator')
Reversible = _abstract('Reversible')
Sized = _abstract('Sized')
Container = _abstract('Container')
Collection = _abstract('Collection')
Callable = _abstract('Callable')
AbstractSet = _abstract('Set')
MutableSet = _abstract('MutableSet')
Mapping = _abstract('Mapping')
MutableMapping = _abstract('MutableMapping')
Sequence = _abstract('Sequence')
MutableSequence = _abstract('MutableSequence')
ByteString = _abstract('ByteString')
MappingView = _abstract('MappingView')
KeysView = _abstract('KeysView')
ItemsView = _abstract('ItemsView')
ValuesView = _abstract('ValuesView')
Generator = _abstract('Generator')
AsyncGenerator = _abstract('AsyncGenerator')
ContextManager = _abstract('AbstractContextManager')
AsyncContextManager = _abstract('AbstractAsyncContextManager')

Hashable = _SpecialGenericAlias(Hashable, 0, 'Hashable')
Sized = _SpecialGenericAlias(Sized, 0, 'Sized')
Awaitable = _SpecialGenericAlias(Awaitable, 1, 'Awaitable')
Coroutine = _SpecialGenericAlias(Coroutine, 3, 'Coroutine')
AsyncIterable = _SpecialGenericAlias(AsyncIterable, 1, 'AsyncIterable')
AsyncIterator = _SpecialGenericAlias(AsyncIterator, 1, 'AsyncIterator')
Iterable = _SpecialGenericAlias(Iterable, 1, 'Iterable')
Iterator = _SpecialGenericAlias(Iterator, 1, 'Iterator')
Reversible = _SpecialGenericAlias(Reversible, 1, 'Reversible')
Container = _SpecialGenericAlias(Container, 1, 'Container')
Collection = _SpecialGenericAlias(Collection, 1, 'Collection')
Callable = _CallableSpecial(Callable, 2, 'Callable')
AbstractSet = _SpecialGenericAlias(AbstractSet, 1, 'AbstractSet')
MutableSet = _SpecialGenericAlias(MutableSet, 1, 'MutableSet')
Mapping = _SpecialGenericAlias(Mapping, 2, 'Mapping')
MutableMapping = _SpecialGenericAlias(MutableMapping, 2, 'MutableMapping')
Sequence = _SpecialGenericAlias(Sequence, 1, 'Sequence')
MutableSequence = _SpecialGenericAlias(MutableSequence, 1, 'MutableSequence')
ByteString = _SpecialGenericAlias(ByteString, 0, 'ByteString')
MappingView = _SpecialGenericAlias(MappingView, 1, 'MappingView')
KeysView = _SpecialGenericAlias(KeysView, 1, 'KeysView')
ItemsView = _SpecialGenericAlias(ItemsView, 2, 'ItemsView')
ValuesView = _SpecialGenericAlias(ValuesView, 1, 'ValuesView')
Generator = _SpecialGenericAlias(Generator, 3, 'Generator')
AsyncGenerator = _SpecialGenericAlias(AsyncGenerator, 2, 'AsyncGenerator')
ContextManager = _SpecialGenericAlias(ContextManager, 1, 'ContextManager')
AsyncContextManager = _SpecialGenericAlias(AsyncContextManager, 1, 'AsyncContextManager')
Tuple = _TupleSpecial(tuple, -1, 'Tuple', inst=False)
List = _SpecialGenericAlias(list, 1, 'List', inst=False)
Deque = _SpecialGenericAlias(_collections.deque, 1, 'Deque')
Set = _SpecialGenericAlias(set, 1, 'Set', inst=False)
FrozenSet = _SpecialGenericAlias(frozenset, 1, 'FrozenSet', inst=False)
Dict = _SpecialGenericAlias(dict, 2, 'Dict', inst=False)
DefaultDict = _SpecialGenericAlias(_collections.defaultdict, 2, 'DefaultDict')
OrderedDict = _SpecialGenericAlias(_collections.OrderedDict, 2, 'OrderedDict')
Counter = _SpecialGenericAlias(_collections.Counter, 1, 'Counter')
ChainMap = _SpecialGenericAlias(_collections.ChainMap, 2, 'ChainMap')
Type = _SpecialGenericAlias(type, 1, 'Type', inst=False)
Text = str


class _IOBase:
    pass


IO = _SpecialGenericAlias(_IOBase, 1, 'IO')
TextIO = _IOBase
BinaryIO = _IOBase


def cast(typ, val):
    return val


def assert_type(val, typ, /):
    return val


def assert_never(arg, /):
    raise AssertionError(f'Expected code to be unreachable, but got: {arg!r}')


def reveal_type(obj, /):
    return obj


def _overload_dummy(*args, **kwds):
    raise NotImplementedError(
        'You should not call an overloaded function. '
        'A series of @typing.overload-decorated functions '
        'outside a stub module should always be followed '
        'by an implementation that is not @typing.overload-ed.')


def overload(func):
    return _overload_dummy


def get_overloads(func):
    return []


def clear_overloads():
    pass


class _ParamSpecPart(_Final):
    # P.args or P.kwargs of a ParamSpec P
    def __init__(self, origin):
        self.__origin__ = origin

    def __repr__(self):
        return f'{self.__origin__.__name__}.{self._part}'

    def __eq__(self, other):
        if type(other) is not type(self):
            return NotImplemented
        return self.__origin__ == other.__origin__


class ParamSpecArgs(_ParamSpecPart):
    _part = 'args'


class ParamSpecKwargs(_ParamSpecPart):
    _part = 'kwargs'


_SUPPORTS = {'SupportsInt': '__int__', 'SupportsFloat': '__float__', 'SupportsIndex': '__index__',
             'SupportsAbs': '__abs__', 'SupportsRound': '__round__', 'SupportsBytes': '__bytes__',
             'SupportsComplex': '__complex__'}


def __getattr__(name):
    # Pattern and Match (they need re), the Supports* protocols and the module's own type
    # variables are made at first use
    if name in ('Pattern', 'Match'):
        import re
        value = _SpecialGenericAlias(getattr(re, name), 1, name)
    elif name in _SUPPORTS:
        value = runtime_checkable(_ProtocolMeta(name, (Protocol,), {
            '__slots__': (), '__module__': 'typing', _SUPPORTS[name]: lambda self: None}))
    elif name in ('T', 'KT', 'VT', 'T_co', 'V_co', 'VT_co', 'T_contra', 'CT_co'):
        # CPython's module-level type variables
        value = TypeVar(name, covariant=name.endswith('_co'), contravariant=name == 'T_contra',
                        bound=type if name == 'CT_co' else None)
        value.__module__ = 'typing'
    elif name == 'GenericAlias':
        value = _GenericAliasType
    elif name == 'ABCMeta':
        import collections.abc
        value = collections.abc.ABCMeta
    else:
        raise AttributeError(f"module 'typing' has no attribute '{name}'")
    globals()[name] = value
    return value


def abstractmethod(funcobj):
    # abc.abstractmethod: what ABCMeta looks for when it collects __abstractmethods__
    funcobj.__isabstractmethod__ = True
    return funcobj


def final(f):
    return f


def no_type_check(arg):
    return arg


def no_type_check_decorator(decorator):
    return decorator


def runtime_checkable(cls):
    if not (isinstance(cls, type) and issubclass(cls, Generic)) or not cls.__dict__.get(
            '_is_protocol', False):
        raise TypeError(f'@runtime_checkable can be only applied to protocol classes, got {cls!r}')
    cls._is_runtime_protocol = True
    return cls


def dataclass_transform(**kwargs):
    return lambda f: f


_GenericAliasType = type(list[int])


def _copy_with(t, args):
    if isinstance(t, _UnionGenericAlias):
        return Union[args]
    if isinstance(t, _AnnotatedAlias):
        return _AnnotatedAlias(args[0], t.__metadata__)
    r = _GenericAlias.__new__(type(t))
    r.__dict__.update(t.__dict__)
    r.__args__ = args
    r.__parameters__ = _collect_parameters(args)
    return r


def _eval_type(t, globalns, localns, recursive_guard=frozenset()):
    # t with each forward reference in it evaluated
    if isinstance(t, ForwardRef):
        return t._evaluate(globalns, localns, recursive_guard)
    if isinstance(t, list):
        return [_eval_type(a, globalns, localns, recursive_guard) for a in t]
    if isinstance(t, _GenericAliasType):
        args = tuple(ForwardRef(a) if isinstance(a, str) else a for a in t.__args__)
        ev = tuple(_eval_type(a, globalns, localns, recursive_guard) for a in args)
        if ev == t.__args__:
            return t
        return _GenericAliasType(t.__origin__, ev)
    if isinstance(t, _UnionType):
        ev = tuple(_eval_type(a, globalns, localns, recursive_guard) for a in t.__args__)
        if ev == t.__args__:
            return t
        r = ev[0]
        for a in ev[1:]:
            r = r | a
        return r
    if isinstance(t, _GenericAlias) and not isinstance(t, _LiteralGenericAlias):
        ev = tuple(_eval_type(a, globalns, localns, recursive_guard) for a in t.__args__)
        if ev == t.__args__:
            return t
        return _copy_with(t, ev)
    return t


def _strip_annotations(t):
    if isinstance(t, _AnnotatedAlias):
        return _strip_annotations(t.__origin__)
    if isinstance(t, _GenericAlias) and t.__origin__ in (Required, NotRequired):
        return _strip_annotations(t.__args__[0])
    if isinstance(t, _GenericAlias) and not isinstance(t, _LiteralGenericAlias):
        stripped = tuple(_strip_annotations(a) for a in t.__args__)
        if stripped == t.__args__:
            return t
        return _copy_with(t, stripped)
    if isinstance(t, _GenericAliasType):
        stripped = tuple(_strip_annotations(a) for a in t.__args__)
        if stripped == t.__args__:
            return t
        return _GenericAliasType(t.__origin__, stripped)
    return t


def get_type_hints(obj, globalns=None, localns=None, include_extras=False):
    import sys
    hints = {}
    if isinstance(obj, type):
        for base in reversed(obj.__mro__):
            if globalns is None:
                base_globals = getattr(sys.modules.get(base.__module__, None), '__dict__', {})
            else:
                base_globals = globalns
            ann = base.__dict__.get('__annotations__', {})
            if not isinstance(ann, dict):
                ann = {}
            base_locals = dict(base.__dict__) if localns is None else localns
            if localns is None and globalns is None:
                base_globals, base_locals = base_locals, base_globals
            for name, value in ann.items():
                if value is None:
                    value = type(None)
                if isinstance(value, str):
                    value = ForwardRef(value, is_argument=False, is_class=True)
                hints[name] = _eval_type(value, base_globals, base_locals)
    else:
        is_module = type(obj) is type(sys)
        if globalns is None:
            if is_module:
                globalns = obj.__dict__
            else:
                nsobj = obj
                while hasattr(nsobj, '__wrapped__'):
                    nsobj = nsobj.__wrapped__
                globalns = getattr(nsobj, '__globals__', {})
            if localns is None:
                localns = globalns
        elif localns is None:
            localns = globalns
        ann = getattr(obj, '__annotations__', None)
        if ann is None:
            if callable(obj) or is_module:
                return {}
            raise TypeError(f'{obj!r} is not a module, class, method, or function.')
        for name, value in ann.items():
            if value is None:
                value = type(None)
            if isinstance(value, str):
                value = ForwardRef(value, is_argument=not is_module, is_class=False)
            hints[name] = _eval_type(value, globalns, localns)
    if include_extras:
        return hints
    return {k: _strip_annotations(t) for k, t in hints.items()}


def get_origin(tp):
    if isinstance(tp, _AnnotatedAlias):
        return Annotated
    if isinstance(tp, (_GenericAlias, _SpecialGenericAlias, _GenericAliasType, ParamSpecArgs,
                       ParamSpecKwargs)):
        return tp.__origin__
    if tp is Generic:
        return Generic
    if isinstance(tp, _UnionType):
        return _UnionType
    return None


def get_args(tp):
    if isinstance(tp, _AnnotatedAlias):
        return (tp.__origin__,) + tp.__metadata__
    if isinstance(tp, _CallableGenericAlias):
        args, result = tp.__args__
        if args is ...:
            return (..., result)
        return (list(args), result)
    if isinstance(tp, (_GenericAlias, _GenericAliasType, _UnionType)):
        if tp.__args__ == ((),):
            return ()
        return tp.__args__
    return ()


class NewType:
    def __init__(self, name, tp):
        self.__qualname__ = name
        self.__name__ = name.rpartition('.')[2]
        self.__supertype__ = tp
        self.__module__ = '__main__'

    def __repr__(self):
        return f'{self.__module__}.{self.__qualname__}'

    def __call__(self, x):
        return x

    def __or__(self, other):
        return Union[self, other]

    def __ror__(self, other):
        return Union[other, self]


_NT_PROHIBITED = frozenset({'__new__', '__init__', '__slots__', '__getnewargs__', '_fields',
                            '_field_defaults', '_make', '_replace', '_asdict', '_source'})
_NT_SPECIAL = frozenset({'__module__', '__name__', '__annotations__'})


def _make_nmtuple(name, types, module, defaults=(), bases=(tuple,)):
    fields = [n for n, t in types]
    types = {n: _type_check(t, f'field {n} annotation must be a type') for n, t in types}
    nt = _collections.namedtuple(name, fields, defaults=defaults, module=module)
    if bases != (tuple,):
        ns = dict(nt.__dict__)
        ns['__slots__'] = ()
        nt = type(name, bases, ns)
    nt.__annotations__ = types
    return nt


class NamedTupleMeta(type):
    def __new__(cls, typename, bases, ns):
        for base in bases:
            if base is not _NamedTuple and base is not Generic:
                raise TypeError('can only inherit from a NamedTuple type and Generic')
        bases = tuple(tuple if base is _NamedTuple else base for base in bases)
        types = ns.get('__annotations__', {})
        default_names = []
        for field_name in types:
            if field_name in ns:
                default_names.append(field_name)
            elif default_names:
                raise TypeError(f'Non-default namedtuple field {field_name} '
                                f'cannot follow default field'
                                f'{"s" if len(default_names) > 1 else ""} '
                                f'{", ".join(default_names)}')
        nt = _make_nmtuple(typename, types.items(), ns['__module__'],
                           [ns[n] for n in default_names], bases)
        for key in ns:
            if key in _NT_PROHIBITED:
                raise AttributeError('Cannot overwrite NamedTuple attribute ' + key)
            if key not in _NT_SPECIAL and key not in nt._fields:
                setattr(nt, key, ns[key])
        if Generic in bases:
            _generic_init_subclass(nt)
        return nt


def NamedTuple(typename, fields=None, /, **kwargs):
    if fields is None:
        fields = kwargs.items()
    elif kwargs:
        raise TypeError('Either list of fields or keywords can be provided to NamedTuple, not both')
    return _make_nmtuple(typename, fields, '__main__')


_NamedTuple = type.__new__(NamedTupleMeta, 'NamedTuple', (), {})
NamedTuple.__mro_entries__ = lambda bases: (_NamedTuple,)


class _TypedDictMeta(type):
    def __new__(cls, name, bases, ns, total=True):
        for base in bases:
            if type(base) is not _TypedDictMeta and base is not Generic:
                raise TypeError('cannot inherit from both a TypedDict type '
                                'and a non-TypedDict base class')
        generic = (Generic,) if any(issubclass(b, Generic) for b in bases) else ()
        tp = type.__new__(_TypedDictMeta, name, generic + (dict,), ns)
        own = {n: _type_check(t, "TypedDict('Name', {f0: t0, f1: t1, ...}); each t must be a type",
                              module=tp.__module__)
               for n, t in ns.get('__annotations__', {}).items()}
        annotations = {}
        required = set()
        optional = set()
        for base in bases:
            annotations.update(base.__dict__.get('__annotations__', {}))
            required.update(base.__dict__.get('__required_keys__', ()))
            optional.update(base.__dict__.get('__optional_keys__', ()))
        annotations.update(own)
        for key, t in own.items():
            if isinstance(t, _AnnotatedAlias):
                t = t.__origin__
            origin = t.__origin__ if isinstance(t, _GenericAlias) else None
            if origin is Required:
                is_required = True
            elif origin is NotRequired:
                is_required = False
            else:
                is_required = total
            if is_required:
                required.add(key)
            else:
                optional.add(key)
        tp.__annotations__ = annotations
        tp.__required_keys__ = frozenset(required)
        tp.__optional_keys__ = frozenset(optional)
        if not hasattr(tp, '__total__'):
            tp.__total__ = total
        return tp

    def __call__(cls, *args, **kwargs):
        return dict(*args, **kwargs)

    def __subclasscheck__(cls, other):
        raise TypeError('TypedDict does not support instance and class checks')

    __instancecheck__ = __subclasscheck__


def TypedDict(typename, fields=None, /, *, total=True, **kwargs):
    if fields is None:
        fields = kwargs
    elif kwargs:
        raise TypeError('TypedDict takes either a dict or keyword arguments, but not both')
    ns = {'__annotations__': dict(fields), '__module__': '__main__'}
    td = _TypedDictMeta(typename, (), ns, total=total)
    td.__orig_bases__ = (TypedDict,)
    return td


_TypedDict = type.__new__(_TypedDictMeta, 'TypedDict', (), {})
TypedDict.__mro_entries__ = lambda bases: (_TypedDict,)


def is_typeddict(tp):
    return isinstance(tp, _TypedDictMeta)


class ForwardRef(_Final):
    __slots__ = ('__forward_arg__', '__forward_code__', '__forward_evaluated__',
                 '__forward_value__', '__forward_is_argument__', '__forward_is_class__',
                 '__forward_module__')

    def __init__(self, arg, is_argument=True, module=None, *, is_class=False):
        if not isinstance(arg, str):
            raise TypeError(f'Forward reference must be a string -- got {arg!r}')
        try:
            code = compile(arg, '<string>', 'eval')
        except SyntaxError:
            raise SyntaxError(f'Forward reference must be an expression -- got {arg!r}')
        self.__forward_arg__ = arg
        self.__forward_code__ = code
        self.__forward_evaluated__ = False
        self.__forward_value__ = None
        self.__forward_is_argument__ = is_argument
        self.__forward_is_class__ = is_class
        self.__forward_module__ = module

    def _evaluate(self, globalns, localns, recursive_guard):
        if self.__forward_arg__ in recursive_guard:
            return self
        if not self.__forward_evaluated__ or localns is not globalns:
            if globalns is None and localns is None:
                globalns = localns = {}
            elif globalns is None:
                globalns = localns
            elif localns is None:
                localns = globalns
            if self.__forward_module__ is not None:
                import sys
                globalns = getattr(sys.modules.get(self.__forward_module__, None), '__dict__',
                                   globalns)
            t = _type_check(eval(self.__forward_code__, globalns, localns),
                            'Forward references must evaluate to types.',
                            is_argument=self.__forward_is_argument__,
                            allow_special_forms=self.__forward_is_class__)
            self.__forward_value__ = _eval_type(t, globalns, localns,
                                                recursive_guard | {self.__forward_arg__})
            self.__forward_evaluated__ = True
        return self.__forward_value__

    def __eq__(self, other):
        if not isinstance(other, ForwardRef):
            return NotImplemented
        if self.__forward_evaluated__ and other.__forward_evaluated__:
            return (self.__forward_arg__ == other.__forward_arg__ and
                    self.__forward_value__ == other.__forward_value__)
        return (self.__forward_arg__ == other.__forward_arg__ and
                self.__forward_module__ == other.__forward_module__)

    def __hash__(self):
        return hash((self.__forward_arg__, self.__forward_module__))

    def __or__(self, other):
        return Union[self, other]

    def __ror__(self, other):
        return Union[other, self]

    def __repr__(self):
        if self.__forward_module__ is None:
            return f'ForwardRef({self.__forward_arg__!r})'
        return f'ForwardRef({self.__forward_arg__!r}, module={self.__forward_module__!r})'
