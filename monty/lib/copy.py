# copy: copy and deepcopy. The Python part of the module (monty/modules/mod_copy.c holds the C
# part). Compiled at build time into frozen tables (monty/tools/freeze.c) and run at import: see
# HACKING.md.

class Error(Exception):
    pass


error = Error

_atomic = (type(None), int, float, bool, complex, str, bytes, type, range, type(Ellipsis),
           type(NotImplemented), type(len), type(lambda: None), property)


class _Bound:
    def m(self):
        pass


_method = type(_Bound().m)


def _is_atomic(x):
    cls = type(x)
    if cls in _atomic:
        return True
    return isinstance(x, type)


def _new_like(x):
    cls = type(x)
    if isinstance(x, tuple):
        getnewargs = getattr(x, '__getnewargs__', None)
        args = getnewargs() if getnewargs is not None else tuple(x)
        return cls.__new__(cls, *args)
    return cls.__new__(cls)


def _state(x):
    getstate = getattr(type(x), '__getstate__', None)
    if getstate is not None and getstate is not getattr(object, '__getstate__', None):
        try:
            return True, x.__getstate__()
        except TypeError:
            pass
    try:
        d = x.__dict__
    except AttributeError:
        d = None
    slots = {}
    for c in type(x).__mro__:
        for name in c.__dict__.get('__slots__', ()):
            if name not in ('__dict__', '__weakref__') and hasattr(x, name):
                slots[name] = getattr(x, name)
    if slots:
        return False, (d, slots)
    return False, d


def _set_state(y, custom, state):
    if custom:
        setstate = getattr(y, '__setstate__', None)
        if setstate is not None:
            setstate(state)
            return
    if isinstance(state, tuple) and len(state) == 2:
        d, slots = state
    else:
        d, slots = state, None
    if d:
        y.__dict__.update(d)
    if slots:
        for k, v in slots.items():
            setattr(y, k, v)


def _class_reduce(x):
    # What a class defines to copy itself by, as CPython's copy asks object.__reduce_ex__(4):
    # a __reduce_ex__ or a __reduce__ of a class of Python code above object (the classes of
    # builtins keep the copying below). None when no such class defines either.
    for c in type(x).__mro__:
        if c is object or c.__module__ == 'builtins':
            return None
        d = c.__dict__
        if '__reduce_ex__' in d:
            return x.__reduce_ex__(4)
        if '__reduce__' in d:
            return x.__reduce__()
    return None


def _reconstruct(x, memo, func, args, state=None, listiter=None, dictiter=None):
    # Build the copy a reduction describes (copy and, with memo, deepcopy).
    deep = memo is not None
    if deep and args:
        args = deepcopy(args, memo)
    y = func(*args)
    if deep:
        memo[id(x)] = y
    if state is not None:
        if deep:
            state = deepcopy(state, memo)
        setstate = getattr(y, '__setstate__', None)
        if setstate is not None:
            setstate(state)
        else:
            if isinstance(state, tuple) and len(state) == 2:
                state, slotstate = state
            else:
                slotstate = None
            if state is not None:
                y.__dict__.update(state)
            if slotstate is not None:
                for key, value in slotstate.items():
                    setattr(y, key, value)
    if listiter is not None:
        for item in listiter:
            y.append(deepcopy(item, memo) if deep else item)
    if dictiter is not None:
        for key, value in dictiter:
            if deep:
                key = deepcopy(key, memo)
                value = deepcopy(value, memo)
            y[key] = value
    return y


def _check_copyable(x):
    name = type(x).__name__
    if name in ('generator', 'coroutine', 'module', 'TextIOWrapper', 'list_iterator'):
        raise TypeError(f"cannot pickle '{name}' object")


def copy(x):
    cls = type(x)
    if _is_atomic(x) or cls is frozenset or (cls is tuple):
        return x
    if cls is list:
        return x[:]
    if cls is dict or cls is set:
        return x.copy()
    if cls is bytearray:
        return bytearray(x)
    if cls is _method:
        # CPython reduces a bound method to getattr(its self, its name): a new one, same self
        return getattr(x.__self__, x.__func__.__name__)
    copier = getattr(cls, '__copy__', None)
    if copier is not None:
        return copier(x)
    rv = _class_reduce(x)
    if isinstance(rv, str):
        return x
    if rv is not None:
        return _reconstruct(x, None, *rv)
    _check_copyable(x)
    y = _new_like(x)
    custom, state = _state(x)
    if isinstance(x, list):
        list.extend(y, x)
    elif isinstance(x, dict):
        for k, v in dict.items(x):
            dict.__setitem__(y, k, v)
    elif isinstance(x, (set, frozenset)) and not isinstance(x, frozenset):
        set.update(y, x)
    _set_state(y, custom, state)
    return y


def deepcopy(x, memo=None, _nil=[]):
    if memo is None:
        memo = {}
    d = id(x)
    y = memo.get(d, _nil)
    if y is not _nil:
        return y
    cls = type(x)
    if _is_atomic(x):
        return x
    if cls is list:
        y = []
        memo[d] = y
        for a in x:
            y.append(deepcopy(a, memo))
    elif cls is tuple:
        y = [deepcopy(a, memo) for a in x]
        try:
            return memo[d]
        except KeyError:
            pass
        for k, j in zip(x, y):
            if k is not j:
                y = tuple(y)
                break
        else:
            y = x
    elif cls is dict:
        y = {}
        memo[d] = y
        for key, value in x.items():
            y[deepcopy(key, memo)] = deepcopy(value, memo)
    elif cls is set:
        # CPython's set reduces to a list of its members: a copy that mutates the set does
        # not disturb the walk
        y = set()
        memo[d] = y
        for a in tuple(x):
            y.add(deepcopy(a, memo))
    elif cls is frozenset:
        y = frozenset(deepcopy(a, memo) for a in x)
    elif cls is bytearray:
        y = bytearray(x)
    elif cls is _method:
        y = getattr(deepcopy(x.__self__, memo), x.__func__.__name__)
    else:
        copier = getattr(x, '__deepcopy__', None)
        rv = None if copier is not None and not isinstance(x, type) else _class_reduce(x)
        if copier is not None and not isinstance(x, type):
            y = copier(memo)
        elif isinstance(rv, str):
            y = x
        elif rv is not None:
            y = _reconstruct(x, memo, *rv)
        else:
            _check_copyable(x)
            if isinstance(x, tuple):
                getnewargs = getattr(x, '__getnewargs__', None)
                args = getnewargs() if getnewargs is not None else tuple(x)
                args = deepcopy(args, memo)
                y = cls.__new__(cls, *args)
            else:
                y = cls.__new__(cls)
            memo[d] = y
            custom, state = _state(x)
            if isinstance(x, list):
                for a in x:
                    list.append(y, deepcopy(a, memo))
            elif isinstance(x, dict):
                for k, v in dict.items(x):
                    dict.__setitem__(y, deepcopy(k, memo), deepcopy(v, memo))
            elif isinstance(x, set):
                for a in x:
                    set.add(y, deepcopy(a, memo))
            if state is not None:
                state = deepcopy(state, memo)
            _set_state(y, custom, state)
    if y is not x:
        memo[d] = y
        _keep_alive(x, memo)
    return y


def _keep_alive(x, memo):
    try:
        memo[id(memo)].append(x)
    except KeyError:
        memo[id(memo)] = [x]
