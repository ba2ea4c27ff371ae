# typing: the typing names: generic aliases, TypeVar, Protocol, NamedTuple, TypedDict, .... The
# Python part of the module (monty/modules/mod_typing.c holds the C part). Compiled at build
# time into frozen tables (monty/tools/freeze.c) and run at import: see HACKING.md.

import collections as _collections

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


class _GenericAlias(_Final):
    def __init__(self, origin, args, name=None, inst=True):
        if not isinstance(args, tuple):
            args = (args,)
        args = tuple(type(None) if a is None else a for a in args)
        self.__origin__ = origin
        self.__args__ = args
        self._name = name
        self._inst = inst
        self.__parameters__ = tuple(a for a in args if isinstance(a, TypeVar))

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
        if not isinstance(params, tuple):
            params = (params,)
        subst = dict(zip(self.__parameters__, params))
        args = tuple(subst.get(a, a) for a in self.__args__)
        return _GenericAlias(self.__origin__, args, self._name, self._inst)

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
        return (self.__origin__,)

    def __instancecheck__(self, obj):
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
        return (self.__origin__,)


class _UnionGenericAlias(_GenericAlias):
    def __repr__(self):
        args = self.__args__
        if len(args) == 2:
            if args[0] is type(None):
                return f'typing.Optional[{_type_repr(args[1])}]'
            if args[1] is type(None):
                return f'typing.Optional[{_type_repr(args[0])}]'
        return 'typing.Union[' + ', '.join(
            'NoneType' if a is type(None) else _type_repr(a) for a in args) + ']'

    def __eq__(self, other):
        if not isinstance(other, _UnionGenericAlias):
            return NotImplemented
        return set(self.__args__) == set(other.__args__)

    def __hash__(self):
        return hash(frozenset(self.__args__))


def _union_getitem(self, parameters):
    if parameters == ():
        raise TypeError('Cannot take a Union of no types.')
    if not isinstance(parameters, tuple):
        parameters = (parameters,)
    flat = []
    for p in parameters:
        if p is None:
            p = type(None)
        if isinstance(p, _UnionGenericAlias):
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
    if isinstance(parameters, tuple):
        raise TypeError(f'typing.Optional requires a single type. Got {parameters!r}.')
    return Union[parameters, None]


def _literal_getitem(self, parameters):
    if not isinstance(parameters, tuple):
        parameters = (parameters,)
    return _LiteralGenericAlias(self, parameters, 'Literal')


class _LiteralGenericAlias(_GenericAlias):
    def __init__(self, origin, args, name=None, inst=True):
        _GenericAlias.__init__(self, origin, args, name, inst)
        self.__args__ = args

    def __repr__(self):
        return 'typing.Literal[' + ', '.join(repr(a) for a in self.__args__) + ']'


def _simple_getitem(self, parameters):
    return _GenericAlias(self, parameters, self._name)


def _classvar_getitem(self, parameters):
    a = _GenericAlias(self, parameters, self._name)
    a._is_classvar = True
    return a


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
Final = _SpecialForm('Final', _simple_getitem)
TypeGuard = _SpecialForm('TypeGuard', _simple_getitem)
Concatenate = _SpecialForm('Concatenate', _simple_getitem)
Required = _SpecialForm('Required', _simple_getitem)
NotRequired = _SpecialForm('NotRequired', _simple_getitem)
Unpack = _SpecialForm('Unpack', _simple_getitem)


class _AnnotatedAlias(_GenericAlias):
    def __repr__(self):
        return f'typing.Annotated[{_type_repr(self.__origin__)}, ' + ', '.join(
            repr(a) for a in self.__metadata__) + ']'


def _annotated_getitem(self, params):
    if not isinstance(params, tuple) or len(params) < 2:
        raise TypeError('Annotated[...] should be used with at least two arguments '
                        '(a type and an annotation).')
    a = _AnnotatedAlias(params[0], (params[0],))
    a.__metadata__ = params[1:]
    return a


Annotated = _SpecialForm('Annotated', _annotated_getitem)


class TypeVar(_Final):
    def __init__(self, name, *constraints, bound=None, covariant=False, contravariant=False):
        self.__name__ = name
        self.__constraints__ = constraints
        self.__bound__ = bound
        self.__covariant__ = covariant
        self.__contravariant__ = contravariant

    def __repr__(self):
        prefix = '+' if self.__covariant__ else '-' if self.__contravariant__ else '~'
        return prefix + self.__name__

    def __or__(self, other):
        return Union[self, other]

    def __ror__(self, other):
        return Union[other, self]


class ParamSpec(TypeVar):
    def __init__(self, name, *, bound=None, covariant=False, contravariant=False):
        TypeVar.__init__(self, name, bound=bound, covariant=covariant, contravariant=contravariant)
        self.args = _SpecialForm(name + '.args')
        self.kwargs = _SpecialForm(name + '.kwargs')


class TypeVarTuple(TypeVar):
    pass


AnyStr = TypeVar('AnyStr', bytes, str)


class Generic:
    __slots__ = ()

    def __class_getitem__(cls, params):
        if not isinstance(params, tuple):
            params = (params,)
        if cls is Generic or cls is Protocol:
            return cls
        return _GenericAlias(cls, params)


class Protocol(Generic):
    __slots__ = ()


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
    return type(name, (), {'__module__': 'collections.abc'})


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


class SupportsInt:
    pass


class SupportsFloat:
    pass


class SupportsIndex:
    pass


class SupportsAbs:
    pass


class SupportsRound:
    pass


class SupportsBytes:
    pass


class SupportsComplex:
    pass


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


def final(f):
    return f


def no_type_check(arg):
    return arg


def no_type_check_decorator(decorator):
    return decorator


def runtime_checkable(cls):
    return cls


def dataclass_transform(**kwargs):
    return lambda f: f


def get_type_hints(obj, globalns=None, localns=None, include_extras=False):
    hints = {}
    if isinstance(obj, type):
        for base in reversed(obj.__mro__):
            hints.update(base.__dict__.get('__annotations__', {}))
        return hints
    return dict(getattr(obj, '__annotations__', {}))


def get_origin(tp):
    if isinstance(tp, (_GenericAlias, _SpecialGenericAlias)):
        return tp.__origin__
    if tp is Generic:
        return Generic
    return None


def get_args(tp):
    if isinstance(tp, _CallableGenericAlias):
        args, result = tp.__args__
        if args is ...:
            return (..., result)
        return (list(args), result)
    if isinstance(tp, _GenericAlias):
        if tp.__args__ == ((),):
            return ()
        return tp.__args__
    return ()


def is_typeddict(tp):
    return getattr(tp, '__total__', None) is not None and issubclass(tp, dict)


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


class NamedTuple(_collections._TupleBase):
    # Monty has no metaclass hook here: subclasses are set up by __init_subclass__.
    def __init_subclass__(cls, **kwargs):
        annotations = cls.__dict__.get('__annotations__', {})
        fields = tuple(annotations)
        defaults = {}
        for f in fields:
            if f in cls.__dict__:
                defaults[f] = cls.__dict__[f]
            elif defaults:
                raise TypeError(f'Non-default namedtuple field {f} cannot follow default field'
                                f'{"s" if len(defaults) > 1 else ""} {", ".join(defaults)}')
        _collections._nt_setup(cls, cls.__name__, fields, defaults)

    def __new__(cls, typename, fields=None, /, **kwargs):
        if fields is None:
            fields = kwargs.items()
        fields = dict(fields)
        nt = _collections.namedtuple(typename, list(fields))
        nt.__annotations__ = fields
        return nt


class TypedDict(dict):
    def __new__(cls, *args, **kwargs):
        return dict(*args, **kwargs)

    def __init_subclass__(cls, total=True, **kwargs):
        annotations = {}
        for base in cls.__mro__[::-1]:
            annotations.update(base.__dict__.get('__annotations__', {}))
        cls.__annotations__ = annotations
        cls.__total__ = total
        cls.__required_keys__ = frozenset(annotations) if total else frozenset()
        cls.__optional_keys__ = frozenset() if total else frozenset(annotations)


class ForwardRef:
    def __init__(self, arg):
        self.__forward_arg__ = arg

    def __repr__(self):
        return f'ForwardRef({self.__forward_arg__!r})'
