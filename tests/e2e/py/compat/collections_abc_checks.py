# collections.abc: isinstance/issubclass for builtin types, structural checks, registration,
# mixin methods and abstract-method errors.
import collections
import collections.abc
from collections import OrderedDict, Counter, defaultdict, deque
from collections.abc import (Iterable, Iterator, Mapping, MutableMapping, Sequence,
                             MutableSequence, Set, MutableSet, Callable, Hashable, Sized,
                             Container, Collection, Generator, Awaitable, Coroutine, Reversible,
                             KeysView, ItemsView, ValuesView, ByteString, AsyncIterable)

print(collections.abc.Mapping is Mapping, collections.abc.__name__, Mapping.__module__)


def gen():
    yield 1


async def coro():
    pass


c = coro()
vals = [1, 1.5, 'x', b'x', bytearray(b'x'), [1], (1,), {1: 2}, {1}, frozenset(), range(3),
        iter([]), gen(), c, len, lambda: 0, None, deque(), OrderedDict(), Counter(),
        defaultdict(int), {}.keys(), {}.items(), int, object()]
abcs = [Iterable, Iterator, Mapping, MutableMapping, Sequence, MutableSequence, Set, MutableSet,
        Callable, Hashable, Sized, Container, Collection, Generator, Awaitable, Coroutine,
        Reversible, KeysView, ItemsView, ValuesView, ByteString, AsyncIterable]
for v in vals:
    print(f'{type(v).__name__:12}', ''.join('1' if isinstance(v, a) else '.' for a in abcs))
c.close()
print(issubclass(list, Sequence), issubclass(dict, Mapping), issubclass(str, Iterable),
      issubclass(int, Iterable), issubclass(bool, Hashable), issubclass(type, Callable))


class It:
    def __iter__(self):
        return iter([1, 2])


class Sz:
    def __len__(self):
        return 0


class NoHash:
    def __eq__(self, o):
        return True


class Cl:
    def __call__(self):
        pass


class Blocked(It):
    __iter__ = None


print(isinstance(It(), Iterable), isinstance(It(), Iterator), isinstance(Sz(), Sized),
      isinstance(NoHash(), Hashable), isinstance(Cl(), Callable), isinstance(It(), Hashable),
      isinstance(Blocked(), Iterable), issubclass(It, (int, Iterable)), isinstance(It(), (Sized, str)))


class MyMap(Mapping):
    def __init__(self, d):
        self._d = d

    def __getitem__(self, k):
        return self._d[k]

    def __iter__(self):
        return iter(self._d)

    def __len__(self):
        return len(self._d)


m = MyMap({'a': 1, 'b': 2})
print(isinstance(m, Mapping), isinstance(m, MutableMapping), isinstance(m, Collection), dict(m))
print(m.get('a'), m.get('z', 0), 'a' in m, list(m.keys()), list(m.items()), list(m.values()))
print(m == {'a': 1, 'b': 2}, m != {'a': 1}, len(m.keys()), m.keys() & {'a', 'q'}, ('a', 1) in m.items())


class MyDict(MutableMapping):
    def __init__(self):
        self._d = {}

    def __getitem__(self, k):
        return self._d[k]

    def __setitem__(self, k, v):
        self._d[k] = v

    def __delitem__(self, k):
        del self._d[k]

    def __iter__(self):
        return iter(self._d)

    def __len__(self):
        return len(self._d)


d = MyDict()
d.update({'x': 1}, y=2)
d.update([('z', 3)])
print(d.setdefault('w', 4), d.pop('x'), d.pop('nope', None), d.popitem(), sorted(d.items()))
d.clear()
print(len(d), isinstance(d, MutableMapping))


class MyList(MutableSequence):
    def __init__(self):
        self._l = []

    def __getitem__(self, i):
        return self._l[i]

    def __setitem__(self, i, v):
        self._l[i] = v

    def __delitem__(self, i):
        del self._l[i]

    def __len__(self):
        return len(self._l)

    def insert(self, i, v):
        self._l.insert(i, v)

    def __repr__(self):
        return f'MyList({self._l})'


ml = MyList()
ml.append(3)
ml.extend([1, 2])
ml += [9]
print(ml, list(reversed(ml)), ml.index(1), ml.count(9), 2 in ml, ml.pop(), ml)
ml.reverse()
ml.remove(3)
print(ml, list(ml), isinstance(ml, Sequence), isinstance(ml, Reversible))
try:
    ml.index(42)
except ValueError:
    print("ValueError")


class Bad(Mapping):
    def __getitem__(self, k):
        return 1


for cls in (Bad, Sized, Sequence):
    try:
        cls()
    except TypeError as e:
        print(e)


class Reg:
    pass


Sequence.register(Reg)
print(isinstance(Reg(), Sequence), issubclass(Reg, Iterable), issubclass(Reg, Reversible),
      issubclass(Reg, Mapping), Sequence.register(Reg) is Reg)


@Mapping.register
class Reg2:
    pass


print(isinstance(Reg2(), Mapping), isinstance(Reg2(), Sized))


class MySet(MutableSet):
    def __init__(self, it=()):
        self._s = set(it)

    def __contains__(self, x):
        return x in self._s

    def __iter__(self):
        return iter(self._s)

    def __len__(self):
        return len(self._s)

    def add(self, x):
        self._s.add(x)

    def discard(self, x):
        self._s.discard(x)


s = MySet([1, 2, 3])
print(sorted(s & {2, 3, 4}), sorted(s | {9}), sorted(s - {1}), sorted(s ^ {3, 4}))
print(s <= {1, 2, 3, 4}, s < {1, 2, 3}, s == {1, 2, 3}, s.isdisjoint([7]), type(s & {2}).__name__)
s -= {1}
s |= {8}
print(sorted(s), s.remove(8), sorted(s))


def f(x: Iterable[int]) -> Mapping[str, int]:
    return x


print(Iterable[int].__args__, Mapping[str, int].__origin__ is Mapping, f([1]))
print(type(Mapping).__name__, Iterator.__mro__[1] is Iterable, issubclass(Mapping, Collection))
try:
    Sequence.register(3)
except TypeError as e:
    print(e)
