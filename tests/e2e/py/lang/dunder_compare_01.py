# dunder_compare_01: Monty language golden test
import functools
class Ver:
    def __init__(self, *p):
        self.p = p
    def __eq__(self, o):
        return isinstance(o, Ver) and self.p == o.p
    def __lt__(self, o):
        return self.p < o.p
    def __le__(self, o):
        return self.p <= o.p
    def __hash__(self):
        return hash(self.p)
    def __repr__(self):
        return 'v' + '.'.join(map(str, self.p))
a, b = Ver(1, 2), Ver(1, 10)
print(a < b, a > b, a <= b, a >= b, a == Ver(1, 2), a != b)
print(sorted([Ver(2), Ver(1, 5), Ver(1)]), max(a, b), min(a, b))
print(len({Ver(1), Ver(1), Ver(2)}), a == 5, a != 5)
@functools.total_ordering
class T:
    def __init__(self, v): self.v = v
    def __eq__(self, o): return self.v == o.v
    def __lt__(self, o): return self.v < o.v
print(T(1) > T(0), T(1) >= T(1), T(2) <= T(1))
class NoHash:
    def __eq__(self, o): return True
try:
    hash(NoHash())
except TypeError as e:
    print(type(e).__name__, e)
print(NoHash() == 3, NoHash.__hash__)
try:
    Ver(1) < 3
except (TypeError, AttributeError) as e:
    print(type(e).__name__)
