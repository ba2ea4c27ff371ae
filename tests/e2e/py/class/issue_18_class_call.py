# Issue 18: calling a class runs __init__ on the new instance without a bound method (a
# cache per CALL keyed on the class and the type epoch); super().m() calls m without one.

class A:
    def __init__(self, x):
        self.x = x


def make(cls, *a):
    return cls(*a)


def make1(cls, x):
    return cls(x)


print(make1(A, 1).x)


# __init__ replaced, deleted (object.__init__ takes no arguments), added again
def init2(self, x):
    self.x = x * 2


A.__init__ = init2
print(make1(A, 1).x)
del A.__init__
try:
    make1(A, 1)
except TypeError as e:
    print("TypeError:", e)
A.__init__ = lambda self, x: setattr(self, "x", -x)
print(make1(A, 3).x)


# __init__ on a base class changed; __new__ added later
class B:
    def __init__(self, x):
        self.x = ("B", x)


class C(B):
    pass


print(make1(C, 1).x)
B.__init__ = lambda self, x: setattr(self, "x", ("B2", x))
print(make1(C, 2).x)
C.__init__ = lambda self, x: setattr(self, "x", ("C", x))
print(make1(C, 3).x)


def new(cls, x):
    o = object.__new__(cls)
    o.made_by_new = True
    return o


C.__new__ = new
c = make1(C, 4)
print(c.x, c.made_by_new)
C.__new__ = lambda cls, x: "not an instance"
print(make1(C, 5))


# __init__ returning a value, raising, or a generator function
class R:
    def __init__(self, x):
        return x


class E:
    def __init__(self, x):
        raise ValueError(x)


class G:
    def __init__(self, x):
        yield x


for cls, arg in ((R, 1), (R, None), (E, "boom"), (G, 1)):
    try:
        print(type(make1(cls, arg)).__name__)
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)


# an __init__ that drops itself from its class while it runs
class Self:
    def __init__(self, x):
        del Self.__init__
        junk = [[i] for i in range(50)]
        self.x = x + len(junk)


print(make1(Self, 1).x)
try:
    make1(Self, 1)
except TypeError as e:
    print("TypeError:", e)


class Self2:
    def __init__(self, x):
        Self2.__init__ = lambda self, x: None
        junk = [[i] for i in range(50)]
        self.x = x + len(junk)


print(make(Self2, 2).x)
print(vars(make(Self2, 2)))


# a class made abstract after its creation is refused, and allowed again
class Abs:
    def __init__(self, x):
        self.x = x

    def f(self):
        return "f"


for i in range(3):
    if i == 1:
        Abs.__abstractmethods__ = frozenset({"f"})
    if i == 2:
        Abs.__abstractmethods__ = frozenset()
    try:
        print(make1(Abs, 1).f())
    except TypeError as e:
        print("TypeError:", e)


# classes made and freed at one call site
def fresh(i):
    class K:
        if i % 3 == 0:

            def __init__(self, x):
                self.v = ("init", i, x)

        elif i % 3 == 1:

            def __new__(cls, x):
                return ("new", i, x)

    return K


for i in range(7):
    try:
        o = make1(fresh(i), i)
        print(o if isinstance(o, tuple) else o.v)
    except TypeError as e:
        print("TypeError:", e)


# keyword arguments and defaults through the same path
class KW:
    def __init__(self, a, b=2, *rest, c=3, **kw):
        self.v = (a, b, rest, c, kw)


print(KW(1).v, KW(1, 5, 6, 7, c=8, d=9).v)


# a metaclass with __call__ still decides
class Meta(type):
    def __call__(cls, *a):
        return ("meta call", a)


class M(metaclass=Meta):
    def __init__(self, x):
        self.x = x


print(make1(M, 1))


# super(): methods, classmethods, staticmethods, properties and values of the bases
class Base:
    tag = "base tag"

    def m(self, x):
        return ("Base.m", type(self).__name__, x)

    @classmethod
    def cm(cls, x):
        return ("Base.cm", cls.__name__, x)

    @staticmethod
    def sm(x):
        return ("Base.sm", x)

    @property
    def p(self):
        return ("Base.p", type(self).__name__)


class Mid(Base):
    def m(self, x):
        return ("Mid.m", super().m(x))


class Leaf(Mid):
    def m(self, x):
        return ("Leaf.m", super().m(x))

    def others(self):
        return super().cm(1), super().sm(2), super().p, super().tag, super().__class__.__name__

    @classmethod
    def cm(cls, x):
        return ("Leaf.cm", super().cm(x))


leaf = Leaf()
print(leaf.m(1))
print(leaf.others())
print(Leaf.cm(3))
print(super(Mid, leaf).m(4))
Base.m = lambda self, x: ("new Base.m", x)
print(leaf.m(5))
try:
    super(Leaf, leaf).missing()
except AttributeError as e:
    print("AttributeError:", e)
