# Issue 18: LOAD_ATTR and STORE_ATTR keep what the class holds for two types per
# instruction. A site reached by instances of a class, its subclass and a third class must
# still see every change: a property added to one class, a __setattr__ added, an attribute
# deleted from the class, and an object of another class put in a slot.
class A:
    def __init__(self, v):
        self.v = v

    def get(self):
        return self.v

    def put(self, x):
        self.v = x


class B(A):
    pass


class C(A):
    pass


objs = [A(1), B(2), C(3)]


def rounds(n):
    out = []
    for i in range(n):
        o = objs[i % 3]
        o.put(o.get() + 1)
        out.append(A.get(o))
    return out


print(rounds(9))
B.v = property(lambda self: 100, lambda self, x: None)  # a data descriptor on B only
print(rounds(9))
del B.v
print(rounds(6))


def loud(self, name, value):
    object.__setattr__(self, name, value * 10)


C.__setattr__ = loud
print(rounds(6))
del C.__setattr__
objs[0] = C(50)
print(rounds(6), [type(o).__name__ for o in objs])
