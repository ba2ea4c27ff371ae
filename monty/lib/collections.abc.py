# collections.abc: ABCMeta and the abstract base classes. The Python part of the module
# (monty/modules/mod_collections.c holds the C part). Compiled at build time into frozen tables
# (monty/tools/freeze.c) and run at import: see HACKING.md.

__all__ = ['Awaitable', 'Coroutine', 'AsyncIterable', 'AsyncIterator', 'AsyncGenerator',
           'Hashable', 'Iterable', 'Iterator', 'Generator', 'Reversible', 'Sized', 'Container',
           'Callable', 'Collection', 'Set', 'MutableSet', 'Mapping', 'MutableMapping',
           'MappingView', 'KeysView', 'ItemsView', 'ValuesView', 'Sequence', 'MutableSequence',
           'ByteString']

# register() bumps this: every negative cache made before it is stale.
_epoch = [0]


class _AbcData:
    def __init__(self):
        self.registry = []
        self.cache = set()
        self.neg = set()
        self.negver = _epoch[0]
        self.subs = []


def _abstract(f):
    f.__isabstractmethod__ = True
    return f


class ABCMeta(type):
    def __new__(mcls, name, bases, namespace, /, **kwargs):
        cls = super().__new__(mcls, name, bases, namespace, **kwargs)
        abstracts = {k for k, v in namespace.items() if getattr(v, '__isabstractmethod__', False)}
        for base in bases:
            for k in getattr(base, '__abstractmethods__', ()):
                if getattr(getattr(cls, k, None), '__isabstractmethod__', False):
                    abstracts.add(k)
        cls.__abstractmethods__ = frozenset(abstracts)
        cls._abc_impl = _AbcData()
        for base in bases:
            if isinstance(base, ABCMeta):
                base._abc_impl.subs.append(cls)
        return cls

    def __call__(cls, *args, **kwargs):
        names = cls.__abstractmethods__
        if names:
            names = sorted(names)
            raise TypeError(f"Can't instantiate abstract class {cls.__name__} with abstract "
                            f"method{'s' if len(names) > 1 else ''} {', '.join(names)}")
        return super().__call__(*args, **kwargs)

    def register(cls, subclass):
        if not isinstance(subclass, type):
            raise TypeError('Can only register classes')
        if issubclass(subclass, cls):
            return subclass
        if issubclass(cls, subclass):
            raise RuntimeError('Refusing to create an inheritance cycle')
        cls._abc_impl.registry.append(subclass)
        _epoch[0] += 1
        return subclass

    def __instancecheck__(cls, instance):
        subclass = instance.__class__
        d = cls._abc_impl
        if subclass in d.cache:
            return True
        subtype = type(instance)
        if subtype is subclass:
            if d.negver == _epoch[0] and subclass in d.neg:
                return False
            return type(cls).__subclasscheck__(cls, subclass)
        return (type(cls).__subclasscheck__(cls, subclass) or
                type(cls).__subclasscheck__(cls, subtype))

    def __subclasscheck__(cls, subclass):
        if not isinstance(subclass, type):
            raise TypeError('issubclass() arg 1 must be a class')
        d = cls._abc_impl
        if subclass in d.cache:
            return True
        if d.negver < _epoch[0]:
            d.neg = set()
            d.negver = _epoch[0]
        elif subclass in d.neg:
            return False
        hook = getattr(cls, '__subclasshook__', None)
        ok = hook(subclass) if hook is not None else NotImplemented
        if ok is not NotImplemented:
            if ok:
                d.cache.add(subclass)
            else:
                d.neg.add(subclass)
            return ok
        if cls in subclass.__mro__:
            d.cache.add(subclass)
            return True
        for rcls in d.registry:
            if issubclass(subclass, rcls):
                d.cache.add(subclass)
                return True
        for scls in d.subs:
            if issubclass(subclass, scls):
                d.cache.add(subclass)
                return True
        d.neg.add(subclass)
        return False


def _class_getitem(cls, item):
    return __generic_alias__(cls, item)


def _hook(name, *methods):
    def __subclasshook__(cls, C):
        if cls is globals()[name]:
            return _check_methods(C, *methods)
        return NotImplemented
    return classmethod(__subclasshook__)


# ---- one-trick ponies ----

class Hashable(metaclass=ABCMeta):
    @_abstract
    def __hash__(self):
        return 0

    __subclasshook__ = _hook('Hashable', '__hash__')


class Awaitable(metaclass=ABCMeta):
    @_abstract
    def __await__(self):
        yield

    __subclasshook__ = _hook('Awaitable', '__await__')
    __class_getitem__ = classmethod(_class_getitem)


class Coroutine(Awaitable):
    @_abstract
    def send(self, value):
        raise StopIteration

    @_abstract
    def throw(self, typ, val=None, tb=None):
        if val is None:
            if tb is None:
                raise typ
            val = typ()
        if tb is not None:
            val = val.with_traceback(tb)
        raise val

    def close(self):
        try:
            self.throw(GeneratorExit)
        except (GeneratorExit, StopIteration):
            pass
        else:
            raise RuntimeError('coroutine ignored GeneratorExit')

    __subclasshook__ = _hook('Coroutine', '__await__', 'send', 'throw', 'close')


class AsyncIterable(metaclass=ABCMeta):
    @_abstract
    def __aiter__(self):
        return AsyncIterator()

    __subclasshook__ = _hook('AsyncIterable', '__aiter__')
    __class_getitem__ = classmethod(_class_getitem)


class AsyncIterator(AsyncIterable):
    @_abstract
    async def __anext__(self):
        raise StopAsyncIteration

    def __aiter__(self):
        return self

    __subclasshook__ = _hook('AsyncIterator', '__anext__', '__aiter__')


class AsyncGenerator(AsyncIterator):
    async def __anext__(self):
        return await self.asend(None)

    @_abstract
    async def asend(self, value):
        raise StopAsyncIteration

    @_abstract
    async def athrow(self, typ, val=None, tb=None):
        if val is None:
            if tb is None:
                raise typ
            val = typ()
        if tb is not None:
            val = val.with_traceback(tb)
        raise val

    async def aclose(self):
        try:
            await self.athrow(GeneratorExit)
        except (GeneratorExit, StopAsyncIteration):
            pass
        else:
            raise RuntimeError('asynchronous generator ignored GeneratorExit')

    __subclasshook__ = _hook('AsyncGenerator', '__aiter__', '__anext__', 'asend', 'athrow',
                             'aclose')


class Iterable(metaclass=ABCMeta):
    @_abstract
    def __iter__(self):
        while False:
            yield None

    __subclasshook__ = _hook('Iterable', '__iter__')
    __class_getitem__ = classmethod(_class_getitem)


class Iterator(Iterable):
    @_abstract
    def __next__(self):
        raise StopIteration

    def __iter__(self):
        return self

    __subclasshook__ = _hook('Iterator', '__iter__', '__next__')


class Reversible(Iterable):
    @_abstract
    def __reversed__(self):
        while False:
            yield None

    __subclasshook__ = _hook('Reversible', '__reversed__', '__iter__')


class Generator(Iterator):
    def __next__(self):
        return self.send(None)

    @_abstract
    def send(self, value):
        raise StopIteration

    @_abstract
    def throw(self, typ, val=None, tb=None):
        if val is None:
            if tb is None:
                raise typ
            val = typ()
        if tb is not None:
            val = val.with_traceback(tb)
        raise val

    def close(self):
        try:
            self.throw(GeneratorExit)
        except (GeneratorExit, StopIteration):
            pass
        else:
            raise RuntimeError('generator ignored GeneratorExit')

    __subclasshook__ = _hook('Generator', '__iter__', '__next__', 'send', 'throw', 'close')


class Sized(metaclass=ABCMeta):
    @_abstract
    def __len__(self):
        return 0

    __subclasshook__ = _hook('Sized', '__len__')


class Container(metaclass=ABCMeta):
    @_abstract
    def __contains__(self, x):
        return False

    __subclasshook__ = _hook('Container', '__contains__')
    __class_getitem__ = classmethod(_class_getitem)


class Collection(Sized, Iterable, Container):
    __subclasshook__ = _hook('Collection', '__len__', '__iter__', '__contains__')


class Callable(metaclass=ABCMeta):
    @_abstract
    def __call__(self, *args, **kwds):
        return False

    __subclasshook__ = _hook('Callable', '__call__')
    __class_getitem__ = classmethod(_class_getitem)


# ---- sets ----

class Set(Collection):
    def __le__(self, other):
        if not isinstance(other, Set):
            return NotImplemented
        if len(self) > len(other):
            return False
        for elem in self:
            if elem not in other:
                return False
        return True

    def __lt__(self, other):
        if not isinstance(other, Set):
            return NotImplemented
        return len(self) < len(other) and self.__le__(other)

    def __gt__(self, other):
        if not isinstance(other, Set):
            return NotImplemented
        return len(self) > len(other) and self.__ge__(other)

    def __ge__(self, other):
        if not isinstance(other, Set):
            return NotImplemented
        if len(self) < len(other):
            return False
        for elem in other:
            if elem not in self:
                return False
        return True

    def __eq__(self, other):
        if not isinstance(other, Set):
            return NotImplemented
        return len(self) == len(other) and self.__le__(other)

    __hash__ = None

    @classmethod
    def _from_iterable(cls, it):
        return cls(it)

    def __and__(self, other):
        if not isinstance(other, Iterable):
            return NotImplemented
        return self._from_iterable(value for value in other if value in self)

    __rand__ = __and__

    def isdisjoint(self, other):
        for value in other:
            if value in self:
                return False
        return True

    def __or__(self, other):
        if not isinstance(other, Iterable):
            return NotImplemented
        return self._from_iterable([e for s in (self, other) for e in s])

    __ror__ = __or__

    def __sub__(self, other):
        if not isinstance(other, Set):
            if not isinstance(other, Iterable):
                return NotImplemented
            other = self._from_iterable(other)
        return self._from_iterable(value for value in self if value not in other)

    def __rsub__(self, other):
        if not isinstance(other, Set):
            if not isinstance(other, Iterable):
                return NotImplemented
            other = self._from_iterable(other)
        return self._from_iterable(value for value in other if value not in self)

    def __xor__(self, other):
        if not isinstance(other, Set):
            if not isinstance(other, Iterable):
                return NotImplemented
            other = self._from_iterable(other)
        return (self - other) | (other - self)

    __rxor__ = __xor__

    def _hash(self):
        h = 0
        for x in self:
            h ^= hash(x)
        return h


class MutableSet(Set):
    @_abstract
    def add(self, value):
        raise NotImplementedError

    @_abstract
    def discard(self, value):
        raise NotImplementedError

    def remove(self, value):
        if value not in self:
            raise KeyError(value)
        self.discard(value)

    def pop(self):
        it = iter(self)
        try:
            value = next(it)
        except StopIteration:
            raise KeyError from None
        self.discard(value)
        return value

    def clear(self):
        try:
            while True:
                self.pop()
        except KeyError:
            pass

    def __ior__(self, it):
        for value in it:
            self.add(value)
        return self

    def __iand__(self, it):
        for value in (self - it):
            self.discard(value)
        return self

    def __ixor__(self, it):
        if it is self:
            self.clear()
        else:
            if not isinstance(it, Set):
                it = self._from_iterable(it)
            for value in it:
                if value in self:
                    self.discard(value)
                else:
                    self.add(value)
        return self

    def __isub__(self, it):
        if it is self:
            self.clear()
        else:
            for value in it:
                self.discard(value)
        return self


# ---- mappings ----

class Mapping(Collection):
    @_abstract
    def __getitem__(self, key):
        raise KeyError

    def get(self, key, default=None):
        try:
            return self[key]
        except KeyError:
            return default

    def __contains__(self, key):
        try:
            self[key]
        except KeyError:
            return False
        else:
            return True

    def keys(self):
        return KeysView(self)

    def items(self):
        return ItemsView(self)

    def values(self):
        return ValuesView(self)

    def __eq__(self, other):
        if not isinstance(other, Mapping):
            return NotImplemented
        return dict(self.items()) == dict(other.items())

    __hash__ = None
    __reversed__ = None


class MappingView(Sized):
    def __init__(self, mapping):
        self._mapping = mapping

    def __len__(self):
        return len(self._mapping)

    def __repr__(self):
        return f'{self.__class__.__name__}({self._mapping!r})'

    __class_getitem__ = classmethod(_class_getitem)


class KeysView(MappingView, Set):
    @classmethod
    def _from_iterable(cls, it):
        return set(it)

    def __contains__(self, key):
        return key in self._mapping

    def __iter__(self):
        yield from self._mapping


class ItemsView(MappingView, Set):
    @classmethod
    def _from_iterable(cls, it):
        return set(it)

    def __contains__(self, item):
        key, value = item
        try:
            v = self._mapping[key]
        except KeyError:
            return False
        else:
            return v is value or v == value

    def __iter__(self):
        for key in self._mapping:
            yield (key, self._mapping[key])


class ValuesView(MappingView, Collection):
    def __contains__(self, value):
        for key in self._mapping:
            v = self._mapping[key]
            if v is value or v == value:
                return True
        return False

    def __iter__(self):
        for key in self._mapping:
            yield self._mapping[key]


_marker = object()


class MutableMapping(Mapping):
    @_abstract
    def __setitem__(self, key, value):
        raise KeyError

    @_abstract
    def __delitem__(self, key):
        raise KeyError

    def pop(self, key, default=_marker):
        try:
            value = self[key]
        except KeyError:
            if default is _marker:
                raise
            return default
        else:
            del self[key]
            return value

    def popitem(self):
        try:
            key = next(iter(self))
        except StopIteration:
            raise KeyError from None
        value = self[key]
        del self[key]
        return key, value

    def clear(self):
        try:
            while True:
                self.popitem()
        except KeyError:
            pass

    def update(self, other=(), /, **kwds):
        if isinstance(other, Mapping):
            for key in other:
                self[key] = other[key]
        elif hasattr(other, 'keys'):
            for key in other.keys():
                self[key] = other[key]
        else:
            for key, value in other:
                self[key] = value
        for key, value in kwds.items():
            self[key] = value

    def setdefault(self, key, default=None):
        try:
            return self[key]
        except KeyError:
            self[key] = default
        return default


# ---- sequences ----

class Sequence(Reversible, Collection):
    @_abstract
    def __getitem__(self, index):
        raise IndexError

    def __iter__(self):
        i = 0
        try:
            while True:
                v = self[i]
                yield v
                i += 1
        except IndexError:
            return

    def __contains__(self, value):
        for v in self:
            if v is value or v == value:
                return True
        return False

    def __reversed__(self):
        for i in reversed(range(len(self))):
            yield self[i]

    def index(self, value, start=0, stop=None):
        if start is not None and start < 0:
            start = max(len(self) + start, 0)
        if stop is not None and stop < 0:
            stop += len(self)
        i = start
        while stop is None or i < stop:
            try:
                v = self[i]
            except IndexError:
                break
            if v is value or v == value:
                return i
            i += 1
        raise ValueError

    def count(self, value):
        return sum(1 for v in self if v is value or v == value)


class ByteString(Sequence):
    pass


class MutableSequence(Sequence):
    @_abstract
    def __setitem__(self, index, value):
        raise IndexError

    @_abstract
    def __delitem__(self, index):
        raise IndexError

    @_abstract
    def insert(self, index, value):
        raise IndexError

    def append(self, value):
        self.insert(len(self), value)

    def clear(self):
        try:
            while True:
                self.pop()
        except IndexError:
            pass

    def reverse(self):
        n = len(self)
        for i in range(n // 2):
            self[i], self[n - i - 1] = self[n - i - 1], self[i]

    def extend(self, values):
        if values is self:
            values = list(values)
        for v in values:
            self.append(v)

    def pop(self, index=-1):
        v = self[index]
        del self[index]
        return v

    def remove(self, value):
        del self[self.index(value)]

    def __iadd__(self, values):
        self.extend(values)
        return self


def _gen():
    yield


async def _coro():
    pass


async def _agen():
    yield


_g = _gen()
_c = _coro()
_a = _agen()
Generator.register(type(_g))
Coroutine.register(type(_c))
AsyncGenerator.register(type(_a))
_c.close()
Sequence.register(tuple)
Sequence.register(str)
Sequence.register(range)
MutableSequence.register(list)
MutableSequence.register(bytearray)
MutableSequence.register(_deque)
ByteString.register(bytes)
ByteString.register(bytearray)
Set.register(frozenset)
MutableSet.register(set)
MutableMapping.register(dict)
KeysView.register(type({}.keys()))
ItemsView.register(type({}.items()))
ValuesView.register(type({}.values()))
for _t in (type(iter(b'')), type(iter(bytearray())), type(iter({})), type(iter({}.values())),
           type(iter({}.items())), type(iter([])), type(reversed([])), type(iter(range(0))),
           type(iter(set())), type(iter('')), type(iter(())), type(zip())):
    Iterator.register(_t)
del _t, _g, _c, _a, _gen, _coro, _agen, _deque
