# functools._extra: singledispatchmethod, recursive_repr and get_cache_token. Not a module of its
# own: the module's __getattr__ (monty/modules/mod_functools.c, mt_module_getattr_part) runs it into
# functools's namespace at the first name functools does not otherwise have, so `import functools`
# does not pay for it. Compiled at build time into frozen tables: see HACKING.md.

_extra_done = True


def _bind(method, obj, cls):
    # method.__get__(obj, cls); functions, classmethods and staticmethods bind as a class
    # attribute would (Monty's have no __get__ attribute to call)
    if isinstance(method, type(_bind)):
        return method if obj is None else partial(method, obj)
    if isinstance(method, classmethod):
        return partial(method.__func__, cls if cls is not None else type(obj))
    if isinstance(method, staticmethod):
        return method.__func__
    return method.__get__(obj, cls)


class singledispatchmethod:
    def __init__(self, func):
        if not callable(func) and not hasattr(func, '__get__') and not isinstance(
                func, (classmethod, staticmethod)):
            raise TypeError(f'{func!r} is not callable or a descriptor')
        self.dispatcher = singledispatch(func)
        self.func = func

    def register(self, cls, method=None):
        return self.dispatcher.register(cls, func=method)

    def __get__(self, obj, cls=None):
        def _method(*args, **kwargs):
            method = self.dispatcher.dispatch(args[0].__class__)
            return _bind(method, obj, cls)(*args, **kwargs)

        _method.__isabstractmethod__ = self.__isabstractmethod__
        _method.register = self.register
        update_wrapper(_method, self.func)
        return _method

    @property
    def __isabstractmethod__(self):
        return getattr(self.func, '__isabstractmethod__', False)


def recursive_repr(fillvalue='...'):
    # CPython keys on (id(self), thread id); a box script has one thread
    def decorating_function(user_function):
        repr_running = set()

        def wrapper(self):
            key = id(self)
            if key in repr_running:
                return fillvalue
            repr_running.add(key)
            try:
                result = user_function(self)
            finally:
                repr_running.discard(key)
            return result

        wrapper.__module__ = getattr(user_function, '__module__')
        wrapper.__doc__ = getattr(user_function, '__doc__')
        wrapper.__name__ = getattr(user_function, '__name__')
        wrapper.__qualname__ = getattr(user_function, '__qualname__')
        wrapper.__annotations__ = getattr(user_function, '__annotations__', {})
        return wrapper

    return decorating_function


def get_cache_token():
    # the ABC invalidation counter: ABCMeta.register() bumps it (monty/lib/collections.abc.py)
    import collections.abc
    return collections.abc._epoch[0]
