# C.__bases__ = (...): the class and the classes below it take the new MRO (methods, super(),
# isinstance, a __getattribute__ coming or going with a base); a cycle, a layout the instances
# do not have, or an MRO conflict further down is a TypeError that changes nothing.
class A:
    def who(self):
        return "A"


class B:
    def who(self):
        return "B"

    def only_b(self):
        return "only B"


class C(A):
    pass


class D(C):
    def who(self):
        return "D>" + super().who()


d = D()
print(d.who(), isinstance(d, A), isinstance(d, B), [k.__name__ for k in D.__mro__])
C.__bases__ = (B,)
print(d.who(), d.only_b(), isinstance(d, A), isinstance(d, B), issubclass(D, B))
print(C.__bases__, C.__base__.__name__, [k.__name__ for k in D.__mro__], [k.__name__ for k in C.mro()])
C.__bases__ = (A, B)
print(d.who(), [k.__name__ for k in D.__mro__])

# refusals, each leaving the class as it was
class X(A):
    pass


class Y(X):
    pass


class Slotted:
    __slots__ = ("s",)


class IntSub(int):
    pass


for bad in ((), [A], (1,), (Y,), (X,) * 2, (Slotted,), (IntSub,), (A, X)):
    try:
        X.__bases__ = bad
        print("set", bad)
    except TypeError as e:
        print("TypeError", e)
print([k.__name__ for k in Y.__mro__], X.__bases__)
try:
    del X.__bases__
except TypeError as e:
    print("TypeError", e)
for bad in (1, None, bool):
    try:
        (int if bad is None else bool).__bases__ = (object,)
    except TypeError as e:
        print("TypeError", e)
        break

# an MRO conflict further down rolls everything back
class P:
    pass


class Q:
    pass


class R(P, Q):
    pass


class S(Q):
    pass


class T(R, S):
    pass


try:
    S.__bases__ = (P, Q)  # T(R(P, Q), S(P, Q)) is fine
    print("ok", [k.__name__ for k in T.__mro__])
    S.__bases__ = (Q, P)  # T would need P before Q and Q before P
except TypeError as e:
    print("TypeError", e)
print([k.__name__ for k in S.__mro__], [k.__name__ for k in T.__mro__], S.__bases__)

# __getattribute__ arriving and leaving with a base
class Hook:
    def __getattribute__(self, name):
        return "hooked " + name


class Plain:
    pass


class U(Plain):
    pass


class V(U):
    pass


v = V()
v.x = 1
print(v.x)
U.__bases__ = (Hook,)
print(v.x, v.anything)
U.__bases__ = (Plain,)
print(v.x)

# a class with slots of its own keeps them
class W(A):
    __slots__ = ("w",)


w = W()
w.w = 5
W.__bases__ = (B,)
print(w.w, w.who())
