# Issue 16: dir() lists __dict__ only where instances have one and __weakref__ on classes
# as CPython's layouts give them (Monty listed object's __dict__ for every object, even
# __slots__ classes and ints, and never __weakref__); a module's dir() is its namespace.
import collections
import math


class A:
    pass


class S:
    __slots__ = ("a",)


class SD:
    __slots__ = ("a", "__dict__")


class SW:
    __slots__ = ("__weakref__",)


class SS(S):
    pass


class I(int):
    pass


class T(tuple):
    pass


class L(list):
    pass


class E(Exception):
    pass


rows = [A, A(), S, S(), SD, SD(), SW(), SS(), I(1), T(), L(), E(), E, 5, int, "x", object(),
        object, [], type, ValueError(), ValueError, collections.deque(), collections,
        lambda: 0, (x for x in ()), type("T", (), {})]
for o in rows:
    d = dir(o)
    print(type(o).__name__, "__dict__" in d, "__weakref__" in d, "__slots__" in d)
print(dir(math) == sorted(math.__dict__))
print([n for n in dir(S()) if not n.startswith("__") or n in ("__slots__", "__dict__")])
