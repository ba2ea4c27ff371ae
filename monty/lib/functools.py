# functools: partial, reduce, wraps, lru_cache, total_ordering and the rest. The Python part of
# the module (monty/modules/mod_functools.c holds the C part). Compiled at build time into
# frozen tables (monty/tools/freeze.c) and run at import: see HACKING.md.

WRAPPER_ASSIGNMENTS = ('__module__', '__name__', '__qualname__', '__doc__', '__annotations__')
WRAPPER_UPDATES = ('__dict__',)


def update_wrapper(wrapper, wrapped, assigned=WRAPPER_ASSIGNMENTS, updated=WRAPPER_UPDATES):
    for attr in assigned:
        try:
            value = getattr(wrapped, attr)
        except AttributeError:
            pass
        else:
            setattr(wrapper, attr, value)
    for attr in updated:
        try:
            src = getattr(wrapped, attr)
        except AttributeError:
            continue
        getattr(wrapper, attr).update(src)
    wrapper.__wrapped__ = wrapped
    return wrapper


def wraps(wrapped, assigned=WRAPPER_ASSIGNMENTS, updated=WRAPPER_UPDATES):
    return partial(update_wrapper, wrapped=wrapped, assigned=assigned, updated=updated)


_initial_missing = object()


def reduce(function, sequence, initial=_initial_missing):
    try:
        it = iter(sequence)
    except TypeError:
        raise TypeError('reduce() arg 2 must support iteration') from None
    if initial is _initial_missing:
        try:
            value = next(it)
        except StopIteration:
            raise TypeError('reduce() of empty iterable with no initial value') from None
    else:
        value = initial
    for element in it:
        value = function(value, element)
    return value


class partial:
    # func, args and keywords are read-only and live beside the instance dict, as in C:
    # replacing p.__dict__ keeps them, and the dict itself cannot be deleted (as CPython 3.11)
    __slots__ = ('func', 'args', 'keywords', '__dict__', '__weakref__')

    def __new__(cls, func, /, *args, **keywords):
        if not callable(func):
            raise TypeError('the first argument must be callable')
        if isinstance(func, partial):
            args = func.args + args
            keywords = {**func.keywords, **keywords}
            func = func.func
        self = object.__new__(cls)
        object.__setattr__(self, 'func', func)
        object.__setattr__(self, 'args', args)
        object.__setattr__(self, 'keywords', keywords)
        return self

    def __setattr__(self, name, value):
        if name in ('func', 'args', 'keywords'):
            raise AttributeError('readonly attribute')
        object.__setattr__(self, name, value)

    def __delattr__(self, name):
        if name in ('func', 'args', 'keywords'):
            raise AttributeError('readonly attribute')
        if name == '__dict__':
            raise TypeError('cannot delete __dict__')
        object.__delattr__(self, name)

    def __call__(self, /, *args, **keywords):
        keywords = {**self.keywords, **keywords}
        return self.func(*self.args, *args, **keywords)

    # copy and deepcopy rebuild a partial from these, as CPython's partial reduces itself: the
    # callable to make it, then its bound values (and any other attributes) as its state
    def __reduce__(self):
        extra = dict(self.__dict__)
        return type(self), (self.func,), (self.func, self.args, self.keywords or None, extra or None)

    def __setstate__(self, state):
        if not isinstance(state, tuple) or len(state) != 4:
            raise TypeError('argument to __setstate__ must be a tuple')
        func, args, kwds, namespace = state
        if not callable(func) or not isinstance(args, tuple) or (
                kwds is not None and not isinstance(kwds, dict)):
            raise TypeError('invalid partial state')
        if namespace:
            self.__dict__.update(namespace)
        object.__setattr__(self, 'func', func)
        object.__setattr__(self, 'args', args if type(args) is tuple else tuple(args))
        object.__setattr__(self, 'keywords',
                           {} if kwds is None else kwds if type(kwds) is dict else dict(kwds))

    def __repr__(self):
        args = [repr(self.func)]
        args.extend(repr(x) for x in self.args)
        args.extend(f'{k}={v!r}' for (k, v) in self.keywords.items())
        return f'functools.{type(self).__qualname__}({", ".join(args)})'


class partialmethod:
    def __init__(self, func, /, *args, **keywords):
        self.func = func
        self.args = args
        self.keywords = keywords

    def __get__(self, obj, cls=None):
        if obj is None:
            return self
        return partial(self.func, obj, *self.args, **self.keywords)


from collections import namedtuple as _namedtuple

_CacheInfo = _namedtuple('CacheInfo', ['hits', 'misses', 'maxsize', 'currsize'], module='functools')
_kwd_mark = object()


def _make_key(args, kwds, typed):
    key = args
    if kwds:
        key += (_kwd_mark,)
        for item in kwds.items():
            key += item
    if typed:
        key += tuple(type(v) for v in args)
        if kwds:
            key += tuple(type(v) for v in kwds.values())
    elif len(key) == 1 and type(key[0]) in (int, str):
        return key[0]
    return key


def _lru_cache_wrapper(user_function, maxsize, typed):
    cache = {}
    stats = [0, 0]

    def wrapper(*args, **kwds):
        key = _make_key(args, kwds, typed)
        if key in cache:
            stats[0] += 1
            result = cache[key]
            if maxsize is not None:
                del cache[key]
                cache[key] = result
            return result
        stats[1] += 1
        result = user_function(*args, **kwds)
        if maxsize is not None:
            if maxsize <= 0:
                return result
            if key in cache:
                del cache[key]
            elif len(cache) >= maxsize:
                del cache[next(iter(cache))]
        cache[key] = result
        return result

    def cache_info():
        return _CacheInfo(stats[0], stats[1], maxsize, len(cache))

    def cache_clear():
        cache.clear()
        stats[0] = stats[1] = 0

    def cache_parameters():
        return {'maxsize': maxsize, 'typed': typed}

    wrapper.cache_info = cache_info
    wrapper.cache_clear = cache_clear
    wrapper.cache_parameters = cache_parameters
    return update_wrapper(wrapper, user_function)


def lru_cache(maxsize=128, typed=False):
    if isinstance(maxsize, int) and not isinstance(maxsize, bool):
        if maxsize < 0:
            maxsize = 0
    elif callable(maxsize) and isinstance(typed, bool):
        user_function, maxsize = maxsize, 128
        return _lru_cache_wrapper(user_function, maxsize, typed)
    elif maxsize is not None:
        raise TypeError('Expected first argument to be an integer, a callable, or None')

    def decorating_function(user_function):
        return _lru_cache_wrapper(user_function, maxsize, typed)

    return decorating_function


def cache(user_function, /):
    return lru_cache(maxsize=None)(user_function)


def cmp_to_key(mycmp):
    class K(object):
        __slots__ = ['obj']

        def __init__(self, obj):
            self.obj = obj

        def __lt__(self, other):
            return mycmp(self.obj, other.obj) < 0

        def __gt__(self, other):
            return mycmp(self.obj, other.obj) > 0

        def __eq__(self, other):
            return mycmp(self.obj, other.obj) == 0

        def __le__(self, other):
            return mycmp(self.obj, other.obj) <= 0

        def __ge__(self, other):
            return mycmp(self.obj, other.obj) >= 0

        __hash__ = None

    return K


def _gt_from_lt(self, other):
    op_result = type(self).__lt__(self, other)
    if op_result is NotImplemented:
        return op_result
    return not op_result and self != other


def _le_from_lt(self, other):
    op_result = type(self).__lt__(self, other)
    if op_result is NotImplemented:
        return op_result
    return op_result or self == other


def _ge_from_lt(self, other):
    op_result = type(self).__lt__(self, other)
    if op_result is NotImplemented:
        return op_result
    return not op_result


def _ge_from_le(self, other):
    op_result = type(self).__le__(self, other)
    if op_result is NotImplemented:
        return op_result
    return not op_result or self == other


def _lt_from_le(self, other):
    op_result = type(self).__le__(self, other)
    if op_result is NotImplemented:
        return op_result
    return op_result and self != other


def _gt_from_le(self, other):
    op_result = type(self).__le__(self, other)
    if op_result is NotImplemented:
        return op_result
    return not op_result


def _lt_from_gt(self, other):
    op_result = type(self).__gt__(self, other)
    if op_result is NotImplemented:
        return op_result
    return not op_result and self != other


def _ge_from_gt(self, other):
    op_result = type(self).__gt__(self, other)
    if op_result is NotImplemented:
        return op_result
    return op_result or self == other


def _le_from_gt(self, other):
    op_result = type(self).__gt__(self, other)
    if op_result is NotImplemented:
        return op_result
    return not op_result


def _le_from_ge(self, other):
    op_result = type(self).__ge__(self, other)
    if op_result is NotImplemented:
        return op_result
    return not op_result or self == other


def _gt_from_ge(self, other):
    op_result = type(self).__ge__(self, other)
    if op_result is NotImplemented:
        return op_result
    return op_result and self != other


def _lt_from_ge(self, other):
    op_result = type(self).__ge__(self, other)
    if op_result is NotImplemented:
        return op_result
    return not op_result


_convert = {
    '__lt__': [('__gt__', _gt_from_lt), ('__le__', _le_from_lt), ('__ge__', _ge_from_lt)],
    '__le__': [('__ge__', _ge_from_le), ('__lt__', _lt_from_le), ('__gt__', _gt_from_le)],
    '__gt__': [('__lt__', _lt_from_gt), ('__ge__', _ge_from_gt), ('__le__', _le_from_gt)],
    '__ge__': [('__le__', _le_from_ge), ('__gt__', _gt_from_ge), ('__lt__', _lt_from_ge)],
}


def _defines(cls, name):
    for base in cls.__mro__:
        if base is object:
            return False
        if name in base.__dict__:
            return True
    return False


def total_ordering(cls):
    roots = [op for op in _convert if _defines(cls, op)]
    if not roots:
        raise ValueError('must define at least one ordering operation: < > <= >=')
    root = max(roots)
    for opname, opfunc in _convert[root]:
        if opname not in roots:
            opfunc.__name__ = opname
            setattr(cls, opname, opfunc)
    return cls


_NOT_FOUND = object()


class cached_property:
    def __init__(self, func):
        self.func = func
        self.attrname = None
        self.__doc__ = func.__doc__

    def __set_name__(self, owner, name):
        if self.attrname is None:
            self.attrname = name
        elif name != self.attrname:
            raise TypeError('Cannot assign the same cached_property to two different names '
                            f'({self.attrname!r} and {name!r}).')

    def __get__(self, instance, owner=None):
        if instance is None:
            return self
        if self.attrname is None:
            raise TypeError('Cannot use cached_property instance without calling __set_name__ on it.')
        cache = instance.__dict__
        val = cache.get(self.attrname, _NOT_FOUND)
        if val is _NOT_FOUND:
            val = self.func(instance)
            cache[self.attrname] = val
        return val


def singledispatch(func):
    registry = {}

    def dispatch(cls):
        for base in cls.__mro__:
            if base in registry:
                return registry[base]
        return func

    def register(cls, func=None):
        if func is None:
            if isinstance(cls, type):
                return lambda f: register(cls, f)
            ann = getattr(cls, '__annotations__', {})
            if not ann:
                raise TypeError(f'Invalid first argument to `register()`: {cls!r}. '
                                'Use either `@register(some_class)` or plain `@register` '
                                'on an annotated function.')
            func = cls
            argname, cls = next(iter(ann.items()))
        registry[cls] = func
        return func

    def wrapper(*args, **kw):
        if not args:
            raise TypeError(f'{funcname} requires at least 1 positional argument')
        return dispatch(args[0].__class__)(*args, **kw)

    funcname = getattr(func, '__name__', 'singledispatch function')
    registry[object] = func
    wrapper.register = register
    wrapper.dispatch = dispatch
    wrapper.registry = registry
    update_wrapper(wrapper, func)
    return wrapper


# singledispatchmethod, recursive_repr and get_cache_token are monty/lib/functools._extra.py,
# run into this module by its __getattr__ (monty/modules/mod_functools.c) at the first name it
# does not otherwise have

# CPython's C types among this module's classes: their messages name them "module.name"
# (the loader, mt_type_qualify_names in monty/obj_type.c, reads and drops this tuple)
_c_type_names = ('partial',)
