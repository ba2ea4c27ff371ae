from collections import namedtuple
Point = namedtuple('Point', 'x y')
p = Point(1, y=2)
print(p, p.x, p[1], p._fields, p._asdict())
print(p._replace(x=9), Point._make([3, 4]), p == (1, 2), hash(p) == hash(Point(1, 2)))
x, y = p
print(x + y, list(p), len(p), tuple(p), Point.__name__)
P3 = namedtuple('P3', ['a', 'b', 'c'], defaults=[0, 1])
print(P3(5), P3._field_defaults, sorted([P3(2), P3(1)]))
print(namedtuple('R', 'a def _c', rename=True)._fields)
