# dir(cls) asks the metaclass's __dir__; dir(instance) the class's.
class Meta(type):
    def __dir__(cls):
        return ["zeta", "alpha", cls.__name__]
class A(metaclass=Meta):
    x = 1
    def __dir__(self):
        return ("inst", "b", "a")
class B(A): pass
print(dir(A), dir(B), dir(A()), dir(B()))
class M2(type):
    pass
class Q(metaclass=M2):
    y = 2
print([n for n in dir(Q) if not n.startswith("__")])
class Bad(type):
    def __dir__(cls):
        return 42
class R(metaclass=Bad): pass
try:
    dir(R)
except TypeError as e:
    print("TypeError:", e)
