# random.uniform computes a + (b - a) * random() through the arguments' own operators, as
# CPython 3.11's Python code does: its TypeError texts, other number types, and the draw
# taken before an int too large for a float overflows (issue 16).
import random
class Money:
    def __init__(self, v): self.v = v
    def __sub__(self, o): return Money(self.v - o.v)
    def __add__(self, o): return Money(self.v + o.v)
    def __mul__(self, f): return Money(round(self.v * f, 2))
    def __repr__(self): return f'Money({self.v})'
r = random.Random(11)
print(r.uniform(1, 10), r.uniform(2.5, -1), r.uniform(True, 3), r.uniform(5, 5))
print(r.uniform(Money(1), Money(10)))
for a, b in [('a', 1), (1, 'b'), (None, None), ([1], [2]), (10**400, 1)]:
    try:
        print(r.uniform(a, b))
    except (TypeError, OverflowError) as e:
        print(type(e).__name__, e)
print(r.random())
