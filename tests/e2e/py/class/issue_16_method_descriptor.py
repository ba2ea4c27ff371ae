# Issue 16: a builtin type's plain method read from the class is a method_descriptor as
# in CPython (list.append, str.join, type.mro; RustPython's syntax_class.py checks the
# type names), with __objclass__ and __get__; bound ones stay builtin methods.


def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


print(type(list.append).__name__, type(str.join).__name__, type(type.mro).__name__)
print(type([].append).__name__, type("".join).__name__, type(int.mro).__name__)
print(type(dict.fromkeys).__name__, type(str.maketrans).__name__)
print(list.append, str.join, list.append.__name__, list.append.__qualname__)
print(list.append == list.append, list.append != str.join, hash(list.append) == hash(list.append))
print(callable(str.upper), list(map(str.upper, ["a", "b"])), sorted(["b", "A"], key=str.lower))
print(list.append.__objclass__, str.join.__get__("-")(["a", "b"]), dict.get({1: 2}, 1))


class L(list):
    pass


print(type(L.append).__name__, L.append is list.append)
t(lambda: str.join(5, []))
t(lambda: list.append.__get__(5))
t(lambda: list.append.__get__(None, list))
t(lambda: list.append.__get__(None))
t(lambda: list.append.__self__)
t(lambda: [].append.__self__)


class A(type):
    def __new__(mcls):
        print(type(mcls.__new__).__name__, type(mcls.mro).__name__, type(super().mro).__name__)


class B(type):
    def x(self):
        print(type(self.mro).__name__, type(super().mro).__name__)


B("x", (int,), {}).x()
A()
