# Issue 18: LOAD_METHOD keeps two script classes per instruction (and a static type's
# method otherwise); every change to a class, an instance dict or the receiver's type must
# reach the call.


class A:
    def m(self):
        return "A.m"

    def copy(self):
        return "A.copy"


class B(A):
    def m(self):
        return "B.m"


class C(A):
    pass


def call_m(o):
    return o.m()


def call_copy(o):
    return o.copy()


objs = [A(), B(), C(), A(), B(), C()]
print([call_m(o) for o in objs])

# the site sees script classes, then static types, then script classes again
for o in [A(), [1, 2], B(), {"k": 1}, C(), [3], A(), {4}, B()]:
    r = call_copy(o)
    print(type(o).__name__, r)

# methods replaced on a class and on a base, deleted, shadowed by the instance
B.m = lambda self: "new B.m"
print([call_m(o) for o in objs])
A.m = lambda self: "new A.m"
print([call_m(o) for o in objs])
del B.m
print([call_m(o) for o in objs])
objs[0].m = lambda: "instance m"
print([call_m(o) for o in objs])
del objs[0].m
print([call_m(o) for o in objs])


# attributes that are not plain functions
class D:
    s = staticmethod(lambda: "static")
    c = classmethod(lambda cls: "class " + cls.__name__)

    class Callable:
        def __call__(self):
            return "callable object"

    k = Callable()

    @property
    def p(self):
        return lambda: "from property"


for name in ("s", "c", "k", "p"):
    D.m = D.__dict__[name]
    print(name, call_m(D()), call_m(A()), call_m(D()))


# classes made and freed in a loop, each with its own m
def make(i):
    class K:
        def m(self):
            return "K%d" % i

    return K()


print([call_m(make(i)) for i in range(5)])
print([call_m(o) for o in (make(7), A(), make(8), B(), make(9))])
