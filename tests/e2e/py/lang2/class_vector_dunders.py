# A 2-D vector with arithmetic, reflected, comparison, container and conversion dunders.
import math
class Vec:
    __slots__ = ("x", "y")
    def __init__(self, x=0, y=0):
        self.x, self.y = x, y
    def __repr__(self):
        return f"Vec({self.x}, {self.y})"
    def __add__(self, o):
        return Vec(self.x + o.x, self.y + o.y) if isinstance(o, Vec) else NotImplemented
    def __sub__(self, o):
        return Vec(self.x - o.x, self.y - o.y)
    def __mul__(self, k):
        return Vec(self.x * k, self.y * k) if isinstance(k, (int, float)) else NotImplemented
    __rmul__ = __mul__
    def __truediv__(self, k):
        return Vec(self.x / k, self.y / k)
    def __neg__(self):
        return Vec(-self.x, -self.y)
    def __pos__(self):
        return self
    def __abs__(self):
        return math.hypot(self.x, self.y)
    def __eq__(self, o):
        return isinstance(o, Vec) and (self.x, self.y) == (o.x, o.y)
    def __hash__(self):
        return hash((self.x, self.y))
    def __bool__(self):
        return bool(self.x or self.y)
    def __len__(self):
        return 2
    def __getitem__(self, i):
        return (self.x, self.y)[i]
    def __iter__(self):
        yield self.x
        yield self.y
    def __radd__(self, o):
        return self if o == 0 else NotImplemented
a, b = Vec(3, 4), Vec(1, -2)
print(a + b, a - b, a * 2, 3 * a, a / 2, -a, +a, abs(a))
print(a == Vec(3, 4), a != b, bool(Vec()), bool(b), len(a), a[0], a[-1], list(a))
print(sum([a, b, Vec(1, 1)]), {a, Vec(3, 4), b} == {a, b}, dict.fromkeys([a, a]))
x, y = a
print(x, y, max(a), tuple(b), sorted(b))
for bad in (lambda: a + 1, lambda: a * "s", lambda: "s" * a):
    try:
        bad()
    except TypeError as e:
        print("TypeError:", e)
try:
    a.z = 1
except AttributeError as e:
    print("AttributeError:", e)
