# class_dataclass_like_01: Monty language golden test
class Point:
    __slots__ = ('x', 'y')
    def __init__(self, x=0, y=0):
        self.x = x
        self.y = y
    def __repr__(self):
        return f'Point(x={self.x}, y={self.y})'
    def __eq__(self, other):
        if not isinstance(other, Point):
            return NotImplemented
        return (self.x, self.y) == (other.x, other.y)
    def __hash__(self):
        return hash((self.x, self.y))
    def __add__(self, o):
        return Point(self.x + o.x, self.y + o.y)
    def __iter__(self):
        yield self.x
        yield self.y
p = Point(1, 2)
print(p, p == Point(1, 2), p != Point(2, 1), p == (1, 2), p + Point(3, 3))
x, y = p
print(x, y, list(p), dict(a=tuple(p)), {p, Point(1, 2)})
