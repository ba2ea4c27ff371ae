# class_eq_hash_02: Monty language golden test
class P:
    def __init__(self, x):
        self.x = x
    def __eq__(self, o):
        return type(o) is P and o.x == self.x
print(P(1) == P(1), P(1) != P(2), P(1) in [P(1)], [P(1)].index(P(1)), [P(1), P(2)].count(P(1)))
print(P.__hash__ is None)
try:
    {P(1)}
except TypeError as e:
    print(type(e).__name__, e)
class Q:
    pass
q = Q()
print(q == q, q != Q(), q in {q}, len({Q(), Q()}))
class R:
    def __eq__(self, o):
        return NotImplemented
print(R() == R(), R() != R(), R() == 1)
class Ord:
    def __init__(self, v): self.v = v
    def __lt__(self, o): return self.v < o.v
    def __repr__(self): return f'O{self.v}'
print(sorted([Ord(3), Ord(1)]), Ord(2) > Ord(1), max([Ord(5), Ord(9)]))
