# objmodel_slots_02: __slots__ with inheritance, __dict__ in slots, descriptors
class Base:
    __slots__ = ('a',)
class Child(Base):
    __slots__ = ('b',)
class Free(Base):
    pass
c = Child()
c.a, c.b = 1, 2
print(c.a, c.b, hasattr(c, '__dict__'))
try:
    c.c = 3
except AttributeError as e:
    print(type(e).__name__, e)
f = Free()
f.a = 'slot'
f.other = 'dict'
print(f.a, f.other, f.__dict__)
class WithDict:
    __slots__ = ('v', '__dict__')
w = WithDict()
w.v = 1
w.extra = 2
print(w.v, w.__dict__)
class Pt:
    __slots__ = ('x', 'y')
    def __init__(self, x, y):
        self.x, self.y = x, y
    def __repr__(self):
        return f'Pt({self.x}, {self.y})'
    def __eq__(self, o):
        return (self.x, self.y) == (o.x, o.y)
    @property
    def norm(self):
        return abs(self.x) + abs(self.y)
pts = [Pt(1, 2), Pt(-3, 4)]
print(pts, pts[1].norm, Pt(1, 2) == Pt(1, 2), sorted(p.x for p in pts))
for i in range(3):
    pts[0].x += 1
print(pts[0], getattr(pts[0], 'y'), getattr(pts[0], 'q', 'default'))
setattr(pts[0], 'y', 9)
print(pts[0])
try:
    Base.a.__get__(Pt(0, 0))
except TypeError as e:
    print(type(e).__name__, e)
try:
    class Conflict(Child, Pt):
        pass
except TypeError as e:
    print(type(e).__name__, e)
