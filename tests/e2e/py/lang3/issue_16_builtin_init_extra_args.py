# object.__init__ reached through a built-in type with its own __new__ ignores extra
# arguments, as CPython's object_init does; it still refuses them otherwise.
x = 5
print(x.__init__(6), x)
print("s".__init__("t", 1), (1.5).__init__(2.5), (1, 2).__init__([3]))
print(frozenset().__init__([1]), b"".__init__(b"x"), (2j).__init__(kw=1))


class A(int):
    pass


a = A(7)
print(a.__init__(1, 2), a)


class S(str):
    def __new__(cls, *args):
        return super().__new__(cls, "made")


print(S(1, 2, 3).__init__(4), S())


class NewOnly:
    def __new__(cls, *args):
        return object.__new__(cls)


print(NewOnly(1).__init__(2))


class Plain:
    pass


class OwnInit(int):
    def __init__(self, *args):
        object.__init__(self, *args)


for make in (lambda: object().__init__(1), lambda: Plain().__init__(1),
             lambda: Plain(1), lambda: OwnInit(3), lambda: object().__init__(k=1)):
    try:
        make()
    except TypeError as e:
        print("TypeError:", e)
print("done")
