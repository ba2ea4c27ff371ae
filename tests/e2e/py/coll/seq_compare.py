# list, tuple, deque and slice compare through one helper; a list that an __eq__ or __lt__
# empties while it is being compared must not be read past its end.
from collections import deque

cases = [([], []), ([1], []), ([1, 2], [1, 3]), ([1, 2, 3], [1, 2]), (["a", 2], ["a", 2]),
         ([1, [2, 3]], [1, [2, 4]]), ([2 ** 70], [2 ** 70 + 1]), ([1.5], [1]), ([float("nan")], [1])]
for a, b in cases:
    for mk in (list, tuple, deque):
        x, y = mk(a), mk(b)
        print(mk.__name__, x < y, x <= y, x == y, x != y, x > y, x >= y)
n = float("nan")
print([n] == [n], (n,) == (n,), deque([n]) == deque([n]), [n] < [n], [n, 1] < [n, 2])
print(slice(1, 2) == slice(1, 2), slice(1, 2) < slice(1, 3), slice(None) == slice(None, None))
print(2 ** 80 < 2 ** 81, 2 ** 80 == 2 ** 80, 2 ** 80 >= 3, -(2 ** 80) < -1, 2 ** 80 != 2.0 ** 80)
try:
    print([1, "a"] < [1, 2])
except TypeError as e:
    print("TypeError", e)
try:
    print((1, 2) < [1, 2])
except TypeError as e:
    print("TypeError", e)


class Clear:
    def __init__(self, target):
        self.target = target

    def __eq__(self, other):
        self.target.clear()
        return True

    def __lt__(self, other):
        self.target.clear()
        return True

    __hash__ = object.__hash__


l = []
l.extend([Clear(l), 1, 2])
print(l == [0, 1, 2], l)
m = []
m.extend([Clear(m), 5])
print([0, 9] == m, m)
k = [0, 1, 2]
k[0] = Clear(k)
print(k < [0, 0, 0], k)
p = []
p.extend([Clear(p), 1])
q = [object(), 1]
print(p < q, p)


class Grow:
    def __eq__(self, other):
        g.extend(range(100))
        return True


g = [Grow(), Grow()]
print(g == [0, 0, 0], len(g))
g = [1]
t = (Grow(), Grow())
print(t == (0, 0, 0), len(g))
