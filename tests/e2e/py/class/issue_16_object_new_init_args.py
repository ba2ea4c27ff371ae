# Issue 16: object.__new__/object.__init__ judge extra arguments as CPython's object_new/
# object_init: a class with only a __new__ taking arguments is callable with them (Monty raised
# 'E() takes no arguments'), super().__new__(cls, x) in a __new__ is refused, and
# object.__init__(C(), 1) names the class.
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)
class A:
    def __init__(self, x):
        super().__init__(x)
t(lambda: A(1))
class B:
    def __new__(cls, x):
        return super().__new__(cls, x)
t(lambda: B(1))
class C:
    pass
t(lambda: C(1))
t(lambda: C(a=1))
t(lambda: object.__init__(C(), 1))
t(lambda: object.__new__(C, 1))
class D:
    def __init__(self, x): pass
t(lambda: object.__new__(D, 1).__class__.__name__)
t(lambda: D.__new__(D, 1).__class__.__name__)
class E:
    def __new__(cls, x): return object.__new__(cls)
t(lambda: object.__init__(E(1), 1))
t(lambda: E(1).__init__(2))
t(lambda: type(object()).__name__)
t(lambda: object(1))
class F:
    def __init__(self, *a): super().__init__()
t(lambda: F(1, 2).__class__.__name__)


class Point:
    def __new__(cls, x, y):
        self = super().__new__(cls)
        self.x, self.y = x, y
        return self


p = Point(1, y=2)
print(p.x, p.y)


class Both:
    def __new__(cls, *args, **kwargs):
        return super().__new__(cls)

    def __init__(self, a, b=0):
        self.total = a + b


print(Both(1, b=5).total)


class Sub(Point):
    pass


print(Sub(3, 4).x)
