# A property missing its getter, setter or deleter: CPython 3.11's texts name the property
# by the name __set_name__ gave it (not its getter's __name__) and the class by its
# qualified name; __set_name__ reaches properties made by property(...) in a class body.

class T:
    f = property(lambda s: 1)

    def _g(self):
        return 2

    g = property(_g)

    @property
    def h(self):
        return 3


print(T.f.__set_name__ is not None, T().f, T().g, T().h)
for n in "fgh":
    try:
        setattr(T(), n, 1)
    except AttributeError as e:
        print(e)
    try:
        delattr(T(), n)
    except AttributeError as e:
        print(e)

p = property(lambda s: 0)


class U:
    pass


U.q = p
try:
    U().q = 1
except AttributeError as e:
    print(e)


class V:
    a = property()


for op in (lambda: V().a, lambda: setattr(V(), "a", 2), lambda: delattr(V(), "a")):
    try:
        op()
    except AttributeError as e:
        print(e)


class Outer:
    class Inner:
        @property
        def x(self):
            return 1


try:
    Outer.Inner().x = 5
except AttributeError as e:
    print(e)


class MyProp(property):
    pass


class W:
    m = MyProp(lambda s: 7)


try:
    W().m = 1
except AttributeError as e:
    print(e)


# a __set_name__ that adds to the class while it is being made
class Adder:
    def __set_name__(self, owner, name):
        setattr(owner, name + "_extra", 1)


class X:
    a = Adder()
    b = Adder()


print(sorted(k for k in vars(X) if not k.startswith("__")))
