# dunder_call_hash_01: Monty language golden test
class Adder:
    def __init__(self, n): self.n = n
    def __call__(self, x, *rest, scale=1): return (self.n + x + sum(rest)) * scale
a = Adder(10)
print(a(1), a(1, 2, 3), a(1, scale=2), callable(a), callable(Adder), callable(5))
class Key:
    def __init__(self, k): self.k = k
    def __hash__(self): return hash(self.k)
    def __eq__(self, o): return isinstance(o, Key) and o.k == self.k
d = {Key(1): 'one', Key(2): 'two'}
print(d[Key(1)], Key(2) in d, Key(3) in d, len({Key(1), Key(1)}))
print(hash(5), hash(-1), hash(True), hash(2 ** 61), hash((1, 2)) == hash((1, 2)))
print(hash(1.0) == hash(1), hash(0.5))
try:
    hash([1])
except TypeError as e:
    print(type(e).__name__, e)
