# dataclasses: dataclass, field, fields, asdict, astuple, replace. The Python part of the module
# (monty/modules/mod_dataclasses.c holds the C part). Compiled at build time into frozen tables
# (monty/tools/freeze.c) and run at import: see HACKING.md.

import copy as _copy


class FrozenInstanceError(AttributeError):
    pass


class _MISSING_TYPE:
    pass


MISSING = _MISSING_TYPE()
_EMPTY_METADATA = type(type.__dict__)({})


class _KW_ONLY_TYPE:
    pass


KW_ONLY = _KW_ONLY_TYPE()


class _HasDefaultFactory:
    def __repr__(self):
        return '<factory>'


_HAS_DEFAULT_FACTORY = _HasDefaultFactory()


class InitVar:
    def __init__(self, type):
        self.type = type

    def __class_getitem__(cls, type):
        return InitVar(type)

    def __repr__(self):
        tn = self.type.__name__ if isinstance(self.type, type) else repr(self.type)
        return f'dataclasses.InitVar[{tn}]'


class _FIELD_BASE:
    def __init__(self, name):
        self.name = name

    def __repr__(self):
        return self.name


_FIELD = _FIELD_BASE('_FIELD')
_FIELD_CLASSVAR = _FIELD_BASE('_FIELD_CLASSVAR')
_FIELD_INITVAR = _FIELD_BASE('_FIELD_INITVAR')


class Field:
    def __init__(self, default, default_factory, init, repr, hash, compare, metadata, kw_only):
        self.name = None
        self.type = None
        self.default = default
        self.default_factory = default_factory
        self.init = init
        self.repr = repr
        self.hash = hash
        self.compare = compare
        self.metadata = _EMPTY_METADATA if metadata is None else type(_EMPTY_METADATA)(metadata)
        self.kw_only = kw_only
        self._field_type = None

    def __repr__(self):
        return ('Field('
                f'name={self.name!r},'
                f'type={self.type!r},'
                f'default={self.default!r},'
                f'default_factory={self.default_factory!r},'
                f'init={self.init!r},'
                f'repr={self.repr!r},'
                f'hash={self.hash!r},'
                f'compare={self.compare!r},'
                f'metadata={self.metadata!r},'
                f'kw_only={self.kw_only!r},'
                f'_field_type={self._field_type}'
                ')')

    def __set_name__(self, owner, name):
        pass


def field(*, default=MISSING, default_factory=MISSING, init=True, repr=True,
          hash=None, compare=True, metadata=None, kw_only=MISSING):
    if default is not MISSING and default_factory is not MISSING:
        raise ValueError('cannot specify both default and default_factory')
    return Field(default, default_factory, init, repr, hash, compare, metadata, kw_only)


def _is_classvar(tp):
    if isinstance(tp, str):
        return tp.startswith('ClassVar') or tp.startswith('typing.ClassVar')
    r = getattr(tp, '_is_classvar', False)
    return r is True


def _is_initvar(tp):
    if isinstance(tp, str):
        return tp.startswith('InitVar') or tp.startswith('dataclasses.InitVar')
    return tp is InitVar or isinstance(tp, InitVar)


def _get_field(cls, name, tp, default_kw_only):
    default = cls.__dict__.get(name, MISSING)
    if isinstance(default, Field):
        f = default
    else:
        f = field(default=default)
    f.name = name
    f.type = tp
    f._field_type = _FIELD
    if _is_classvar(tp):
        f._field_type = _FIELD_CLASSVAR
    elif _is_initvar(tp):
        f._field_type = _FIELD_INITVAR
    if f._field_type in (_FIELD_CLASSVAR, _FIELD_INITVAR):
        if f.default_factory is not MISSING:
            raise TypeError(f'field {f.name} cannot have a default factory')
    if f._field_type in (_FIELD, _FIELD_INITVAR):
        if f.kw_only is MISSING:
            f.kw_only = default_kw_only
    else:
        f.kw_only = False
    # CPython 3.11: a default of an unhashable class counts as mutable
    if f._field_type is _FIELD and f.default.__class__.__hash__ is None:
        raise ValueError(f'mutable default {type(f.default)} for field '
                         f'{f.name} is not allowed: use default_factory')
    return f


def _set_new_attribute(cls, name, value):
    if name in cls.__dict__:
        return True
    setattr(cls, name, value)
    return False


def _make_fn(cls, name, args, body, ns):
    src = f'def {name}({", ".join(args)}):\n'
    if body:
        src += ''.join(f'    {line}\n' for line in body)
    else:
        src += '    pass\n'
    exec(src, ns)
    fn = ns[name]
    fn.__qualname__ = f'{cls.__qualname__}.{name}'
    return fn


def _tuple_str(obj_name, fields):
    if not fields:
        return '()'
    return f'({",".join([f"{obj_name}.{f.name}" for f in fields])},)'


def _init_fn(cls, fields, std_fields, kw_only_fields, frozen, has_post_init, self_name):
    seen_default = False
    for f in std_fields:
        if f.init:
            if not (f.default is MISSING and f.default_factory is MISSING):
                seen_default = True
            elif seen_default:
                raise TypeError(f'non-default argument {f.name!r} follows default argument')
    ns = {'MISSING': MISSING, '_HAS_DEFAULT_FACTORY': _HAS_DEFAULT_FACTORY,
          '__dataclass_builtins_object__': object}
    body = []
    for f in fields:
        if f._field_type is _FIELD_CLASSVAR:
            continue
        default_name = f'_dflt_{f.name}'
        value = None
        if f.default_factory is not MISSING:
            ns[default_name] = f.default_factory
            if f.init:
                value = f'{default_name}() if {f.name} is _HAS_DEFAULT_FACTORY else {f.name}'
            else:
                value = f'{default_name}()'
        elif f.init:
            if f.default is not MISSING:
                ns[default_name] = f.default
            value = f.name
        elif f.default is not MISSING:
            ns[default_name] = f.default
            value = default_name
        if value is None or f._field_type is _FIELD_INITVAR:
            continue
        if frozen:
            body.append(f'__dataclass_builtins_object__.__setattr__({self_name},{f.name!r},{value})')
        else:
            body.append(f'{self_name}.{f.name}={value}')
    if has_post_init:
        params = ','.join(f.name for f in fields if f._field_type is _FIELD_INITVAR)
        body.append(f'{self_name}.__post_init__({params})')

    def param(f):
        if f.default is MISSING and f.default_factory is MISSING:
            return f.name
        if f.default_factory is not MISSING:
            return f'{f.name}=_HAS_DEFAULT_FACTORY'
        return f'{f.name}=_dflt_{f.name}'

    args = [self_name] + [param(f) for f in std_fields]
    if kw_only_fields:
        args += ['*'] + [param(f) for f in kw_only_fields]
    return _make_fn(cls, '__init__', args, body, ns)


def _frozen_get_del_attr(cls, fields):
    names = tuple(f.name for f in fields)

    def __setattr__(self, name, value):
        if type(self) is cls or name in names:
            raise FrozenInstanceError(f'cannot assign to field {name!r}')
        super(cls, self).__setattr__(name, value)

    def __delattr__(self, name):
        if type(self) is cls or name in names:
            raise FrozenInstanceError(f'cannot delete field {name!r}')
        super(cls, self).__delattr__(name)

    __setattr__.__qualname__ = f'{cls.__qualname__}.__setattr__'
    __delattr__.__qualname__ = f'{cls.__qualname__}.__delattr__'
    return __setattr__, __delattr__


def _process_class(cls, init, repr, eq, order, unsafe_hash, frozen, match_args, kw_only, slots):
    fields = {}
    has_dataclass_bases = False
    any_frozen_base = False
    all_frozen_bases = None
    for b in cls.__mro__[-1:0:-1]:
        base_fields = b.__dict__.get('__dataclass_fields__')
        if base_fields is not None:
            has_dataclass_bases = True
            for f in base_fields.values():
                fields[f.name] = f
            if all_frozen_bases is None:
                all_frozen_bases = True
            current_frozen = b.__dict__['__dataclass_params__'].frozen
            all_frozen_bases = all_frozen_bases and current_frozen
            any_frozen_base = any_frozen_base or current_frozen
    cls_annotations = cls.__dict__.get('__annotations__', {})
    cls_fields = []
    kw = kw_only
    kw_only_seen = False
    for name, tp in cls_annotations.items():
        if tp is KW_ONLY or tp == 'KW_ONLY' or tp == 'dataclasses.KW_ONLY':
            if kw_only_seen:
                raise TypeError(f'{name!r} is KW_ONLY, but KW_ONLY has already been specified')
            kw_only_seen = True
            kw = True
            continue
        cls_fields.append(_get_field(cls, name, tp, kw))
    for f in cls_fields:
        fields[f.name] = f
        if isinstance(cls.__dict__.get(f.name), Field):
            if f.default is MISSING:
                delattr(cls, f.name)
            else:
                setattr(cls, f.name, f.default)
    for name, value in cls.__dict__.items():
        if isinstance(value, Field) and name not in cls_annotations:
            raise TypeError(f'{name!r} is a field but has no type annotation')
    if has_dataclass_bases:
        if any_frozen_base and not frozen:
            raise TypeError('cannot inherit non-frozen dataclass from a frozen one')
        if all_frozen_bases is False and frozen:
            raise TypeError('cannot inherit frozen dataclass from a non-frozen one')
    cls.__dataclass_fields__ = fields
    cls.__dataclass_params__ = _DataclassParams(init, repr, eq, order, unsafe_hash, frozen)
    class_hash = cls.__dict__.get('__hash__', MISSING)
    has_explicit_hash = not (class_hash is MISSING or (class_hash is None and '__eq__' in cls.__dict__))
    if order and not eq:
        raise ValueError('eq must be true if order is true')
    all_init_fields = [f for f in fields.values() if f._field_type in (_FIELD, _FIELD_INITVAR)]
    std_init_fields = [f for f in all_init_fields if f.init and not f.kw_only]
    kw_only_init_fields = [f for f in all_init_fields if f.init and f.kw_only]
    if init:
        has_post_init = hasattr(cls, '__post_init__')
        _set_new_attribute(cls, '__init__',
                           _init_fn(cls, all_init_fields, std_init_fields, kw_only_init_fields,
                                    frozen, has_post_init,
                                    '__dataclass_self__' if 'self' in fields else 'self'))
    field_list = [f for f in fields.values() if f._field_type is _FIELD]
    if repr:
        flds = [f for f in field_list if f.repr]
        fn = _make_fn(cls, '__repr__', ('self',),
                      ['return self.__class__.__qualname__ + f"(' +
                       ', '.join([f'{f.name}={{self.{f.name}!r}}' for f in flds]) + ')"'], {})
        _set_new_attribute(cls, '__repr__', fn)
    if eq:
        cmp_fields = [f for f in field_list if f.compare]
        self_tuple = _tuple_str('self', cmp_fields)
        other_tuple = _tuple_str('other', cmp_fields)
        _set_new_attribute(cls, '__eq__', _make_fn(cls, '__eq__', ('self', 'other'), [
            'if other.__class__ is self.__class__:',
            f'    return {self_tuple}=={other_tuple}',
            'return NotImplemented'], {}))
    if order:
        cmp_fields = [f for f in field_list if f.compare]
        self_tuple = _tuple_str('self', cmp_fields)
        other_tuple = _tuple_str('other', cmp_fields)
        for name, op in (('__lt__', '<'), ('__le__', '<='), ('__gt__', '>'), ('__ge__', '>=')):
            if _set_new_attribute(cls, name, _make_fn(cls, name, ('self', 'other'), [
                    'if other.__class__ is self.__class__:',
                    f'    return {self_tuple}{op}{other_tuple}',
                    'return NotImplemented'], {})):
                raise TypeError(f'Cannot overwrite attribute {name} in class {cls.__name__}. '
                                'Consider using functools.total_ordering')
    if frozen:
        sa, da = _frozen_get_del_attr(cls, field_list)
        if _set_new_attribute(cls, '__setattr__', sa):
            raise TypeError(f'Cannot overwrite attribute __setattr__ in class {cls.__name__}')
        if _set_new_attribute(cls, '__delattr__', da):
            raise TypeError(f'Cannot overwrite attribute __delattr__ in class {cls.__name__}')
    hash_fields = [f for f in field_list if (f.compare if f.hash is None else f.hash)]
    hash_action = None
    if unsafe_hash:
        if has_explicit_hash:
            raise TypeError(f'Cannot overwrite attribute __hash__ in class {cls.__name__}')
        hash_action = 'add'
    elif eq and frozen:
        hash_action = None if has_explicit_hash else 'add'
    elif eq and not frozen:
        hash_action = None if has_explicit_hash else 'none'
    if hash_action == 'add':
        cls.__hash__ = _make_fn(cls, '__hash__', ('self',),
                                [f'return hash({_tuple_str("self", hash_fields)})'], {})
    elif hash_action == 'none':
        cls.__hash__ = None
    if not getattr(cls, '__doc__'):
        try:
            cls.__doc__ = cls.__name__ + '(' + ', '.join(
                f'{f.name}: {_type_name(f.type)}' for f in all_init_fields) + ')'
        except (AttributeError, TypeError):
            pass
    if match_args:
        _set_new_attribute(cls, '__match_args__', tuple(f.name for f in std_init_fields))
    if slots:
        cls = _add_slots(cls, field_list, frozen)
    return cls


def _dataclass_getstate(self):
    return [getattr(self, f.name) for f in fields(self)]


def _dataclass_setstate(self, state):
    for f, value in zip(fields(self), state):
        object.__setattr__(self, f.name, value)


def _add_slots(cls, field_list, frozen):
    # A new class like cls whose __slots__ are its fields (less those a base already has).
    if '__slots__' in cls.__dict__:
        raise TypeError(f'{cls.__name__} already specifies __slots__')
    cls_dict = dict(cls.__dict__)
    names = tuple(f.name for f in field_list)
    inherited = set()
    for base in cls.__mro__[1:-1]:
        slots = base.__dict__.get('__slots__')
        if slots is None:
            inherited.add('__dict__')
        elif isinstance(slots, str):
            inherited.add(slots)
        else:
            inherited.update(slots)
    cls_dict['__slots__'] = tuple(n for n in names if n not in inherited)
    for name in names:
        cls_dict.pop(name, None)
    cls_dict.pop('__dict__', None)
    cls_dict.pop('__weakref__', None)
    qualname = cls.__qualname__
    cls = type(cls)(cls.__name__, cls.__bases__, cls_dict)
    cls.__qualname__ = qualname
    if frozen:
        if '__getstate__' not in cls_dict:
            cls.__getstate__ = _dataclass_getstate
        if '__setstate__' not in cls_dict:
            cls.__setstate__ = _dataclass_setstate
    return cls


def _type_name(tp):
    if isinstance(tp, type):
        return tp.__name__
    return repr(tp)


class _DataclassParams:
    def __init__(self, init, repr, eq, order, unsafe_hash, frozen):
        self.init = init
        self.repr = repr
        self.eq = eq
        self.order = order
        self.unsafe_hash = unsafe_hash
        self.frozen = frozen

    def __repr__(self):
        return ('_DataclassParams('
                f'init={self.init!r},'
                f'repr={self.repr!r},'
                f'eq={self.eq!r},'
                f'order={self.order!r},'
                f'unsafe_hash={self.unsafe_hash!r},'
                f'frozen={self.frozen!r}'
                ')')


def dataclass(cls=None, /, *, init=True, repr=True, eq=True, order=False, unsafe_hash=False,
              frozen=False, match_args=True, kw_only=False, slots=False, weakref_slot=False):
    def wrap(cls):
        if weakref_slot and not slots:
            raise TypeError('weakref_slot is True but slots is False')
        return _process_class(cls, init, repr, eq, order, unsafe_hash, frozen, match_args,
                              kw_only, slots)

    if cls is None:
        return wrap
    return wrap(cls)


def fields(class_or_instance):
    try:
        fields = class_or_instance.__dataclass_fields__
    except AttributeError:
        raise TypeError('must be called with a dataclass type or instance') from None
    return tuple(f for f in fields.values() if f._field_type is _FIELD)


def _is_dataclass_instance(obj):
    return hasattr(type(obj), '__dataclass_fields__')


def is_dataclass(obj):
    cls = obj if isinstance(obj, type) else type(obj)
    return hasattr(cls, '__dataclass_fields__')


def asdict(obj, *, dict_factory=dict):
    if not _is_dataclass_instance(obj):
        raise TypeError('asdict() should be called on dataclass instances')
    return _asdict_inner(obj, dict_factory)


def _asdict_inner(obj, dict_factory):
    if _is_dataclass_instance(obj):
        result = []
        for f in fields(obj):
            value = _asdict_inner(getattr(obj, f.name), dict_factory)
            result.append((f.name, value))
        return dict_factory(result)
    elif isinstance(obj, tuple) and hasattr(obj, '_fields'):
        return type(obj)(*[_asdict_inner(v, dict_factory) for v in obj])
    elif isinstance(obj, (list, tuple)):
        return type(obj)(_asdict_inner(v, dict_factory) for v in obj)
    elif isinstance(obj, dict):
        return type(obj)((_asdict_inner(k, dict_factory), _asdict_inner(v, dict_factory))
                         for k, v in obj.items())
    else:
        return _copy.deepcopy(obj)


def astuple(obj, *, tuple_factory=tuple):
    if not _is_dataclass_instance(obj):
        raise TypeError('astuple() should be called on dataclass instances')
    return _astuple_inner(obj, tuple_factory)


def _astuple_inner(obj, tuple_factory):
    if _is_dataclass_instance(obj):
        result = []
        for f in fields(obj):
            value = _astuple_inner(getattr(obj, f.name), tuple_factory)
            result.append(value)
        return tuple_factory(result)
    elif isinstance(obj, tuple) and hasattr(obj, '_fields'):
        return type(obj)(*[_astuple_inner(v, tuple_factory) for v in obj])
    elif isinstance(obj, (list, tuple)):
        return type(obj)(_astuple_inner(v, tuple_factory) for v in obj)
    elif isinstance(obj, dict):
        return type(obj)((_astuple_inner(k, tuple_factory), _astuple_inner(v, tuple_factory))
                         for k, v in obj.items())
    else:
        return _copy.deepcopy(obj)


def replace(obj, /, **changes):
    if not _is_dataclass_instance(obj):
        raise TypeError('replace() should be called on dataclass instances')
    for f in obj.__dataclass_fields__.values():
        if f._field_type is _FIELD_CLASSVAR:
            continue
        if not f.init:
            if f.name in changes:
                raise ValueError(f'field {f.name} is declared with '
                                 'init=False, it cannot be specified with replace()')
            continue
        if f.name not in changes:
            if f._field_type is _FIELD_INITVAR and f.default is MISSING:
                raise ValueError(f"InitVar {f.name!r} must be specified with replace()")
            changes[f.name] = getattr(obj, f.name)
    return obj.__class__(**changes)


def make_dataclass(cls_name, fields, *, bases=(), namespace=None, init=True, repr=True,
                   eq=True, order=False, unsafe_hash=False, frozen=False, match_args=True,
                   kw_only=False, slots=False):
    if namespace is None:
        namespace = {}
    annotations = {}
    defaults = {}
    for item in fields:
        if isinstance(item, str):
            name = item
            tp = 'typing.Any'
        elif len(item) == 2:
            name, tp = item
        elif len(item) == 3:
            name, tp, spec = item
            defaults[name] = spec
        else:
            raise TypeError(f'Invalid field: {item!r}')
        annotations[name] = tp
    ns = dict(namespace)
    ns.update(defaults)
    ns['__annotations__'] = annotations
    cls = type(cls_name, bases, ns)
    return dataclass(cls, init=init, repr=repr, eq=eq, order=order, unsafe_hash=unsafe_hash,
                     frozen=frozen, match_args=match_args, kw_only=kw_only, slots=slots)
