# obj.__class__ = C between script classes laid out alike (the same builtin base, not int,
# bytes or tuple; the same __dict__ and slots), CPython's errors otherwise; a class's
# __name__/__qualname__ errors name the attribute.
def t(f):
    try:
        r = f()
        print(repr(r))
    except (TypeError, AttributeError) as e:
        print(type(e).__name__, e)


class A:
    def kind(self):
        return "A"


class B:
    def kind(self):
        return "B"


a = A()
a.x = 1
a.__class__ = B
print(type(a).__name__, a.kind(), a.x, isinstance(a, B), isinstance(a, A), a.__class__ is B)


class TypeA:
    def __init__(self):
        self.a = 1


class TypeB:
    __slots__ = "b"


t(lambda: setattr(TypeA(), "__class__", TypeB))


class SlotX:
    __slots__ = ("x",)


class SlotY:
    __slots__ = ("y",)


class SlotA:
    __slots__ = ("a",)


class SlotA2:
    __slots__ = ("a",)


t(lambda: setattr(SlotX(), "__class__", SlotY))
s = SlotA()
s.a = 5
s.__class__ = SlotA2
print(type(s).__name__, s.a)


class IntA(int):
    pass


class IntB(int):
    def twice(self):
        return self * 2


t(lambda: setattr(IntA(21), "__class__", IntB))


class FloatA(float):
    pass


class FloatB(float):
    def twice(self):
        return self * 2


f = FloatA(21)
f.__class__ = FloatB
print(type(f).__name__, f.twice(), f + 1)
for base, val in ((int, 1), (float, 1.5), (complex, 1j), (str, "a"), (bytes, b"a"), (tuple, (1,)), (list, [1]), (dict, {}),
                  (set, {1}), (frozenset, frozenset()), (Exception, Exception()), (bytearray, bytearray()), (object, None)):
    P = type("P", (base,), {})
    Q = type("Q", (base,), {})
    p = P(val) if val is not None else P()
    t(lambda: setattr(p, "__class__", Q))
t(lambda: setattr(IntA(1), "__class__", A))
t(lambda: setattr(A(), "__class__", IntA))
t(lambda: setattr(1, "__class__", IntA))
t(lambda: setattr(A(), "__class__", int))
t(lambda: setattr(A(), "__class__", 5))
t(lambda: delattr(A(), "__class__"))


def local():
    class L:
        pass

    o = L()
    o.__class__ = B
    return o


print(local().kind())


class D:
    __module__ = "d"
    __qualname__ = "DD"


t(lambda: delattr(D, "__qualname__"))
t(lambda: setattr(D, "__qualname__", 123))
t(lambda: delattr(D, "__name__"))
t(lambda: setattr(D, "__name__", None))
t(lambda: delattr(int, "__qualname__"))
D.__qualname__ = "E"
print(D.__qualname__, D.__name__)
