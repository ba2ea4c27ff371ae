# Issue 16: class statements take *bases and **keywords like a call (RustPython's
# syntax_class.py: class C(*(A, B), **{"metaclass": type})). Monty refused starred
# bases with a SyntaxError and **kw alone mixed up the call.


class A:
    pass


class B:
    pass


class C(*(A, B), **{"metaclass": type}):
    pass


print(C.__mro__)


class D(**{}):
    x = 1


print(D.__bases__, D.x)


class Meta(type):
    def __new__(mcls, name, bases, ns, **kw):
        print("Meta", name, [b.__name__ for b in bases], sorted(kw.items()))
        return super().__new__(mcls, name, bases, ns)


class E(A, *[B], metaclass=Meta, **{"flag": 1}):
    pass


class F(*(), metaclass=Meta):
    pass


bases = (A,)


class G(*bases, B):
    def hello(self):
        return "G"


print(G.__mro__, G().hello())


def gen_bases():
    yield A


class H(*gen_bases()):
    pass


print(H.__bases__)

try:

    class I(*5):
        pass

except TypeError as e:
    print("TypeError", e)

try:

    class J(**{"metaclass": type, "extra": 1}):
        pass

except TypeError as e:
    print("TypeError", e)
