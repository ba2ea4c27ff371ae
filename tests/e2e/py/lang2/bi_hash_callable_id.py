# hash(), callable(), id() relationships that are deterministic across runs.
print(hash(1) == hash(1.0) == hash(True), hash(0) == hash(0.0) == hash(False), hash(-1) == hash(-1.0))
print(hash("abc") == hash("ab" + "c"), hash((1, "a", (2,))) == hash((1, "a", (2,))), hash(frozenset({1, 2})) == hash(frozenset({2, 1})))
print(hash(12345), hash(-7), hash(2.5) == hash(2.5), hash(None) == hash(None), type(hash("x")).__name__)
for bad in ([1], {"a": 1}, {1}, bytearray(b"x")):
    try:
        hash(bad)
    except TypeError as e:
        print("TypeError:", e)
def f():
    pass
class K:
    def method(self):
        pass
    def __call__(self):
        pass
class L:
    pass
print([callable(x) for x in (f, K, K(), L(), K().method, len, print, "s", None, lambda: 0, str.upper, 5)])
a = [1, 2]
b = a
c = [1, 2]
print(id(a) == id(b), id(a) == id(c), a is b, a is not c, a == c)
x = object()
print(id(x) == id(x), type(id(x)).__name__, id(x) > 0)
cache = {}
def key_for(obj):
    return cache.setdefault(id(obj), len(cache))
print(key_for(a), key_for(b), key_for(c), key_for(a))
