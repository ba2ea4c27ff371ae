# Issue 16: int()/float()/abs()/round()/divmod() look their special methods up on the type, as
# CPython's _PyObject_LookupSpecial (an instance attribute __int__ was used; RustPython's
# builtin_int.py); an int subclass's own __int__ decides int(x) and its result is checked.
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)
class B: pass
b = B()
b.__int__ = lambda: 20
b.__float__ = lambda: 2.0
b.__index__ = lambda: 3
b.__abs__ = lambda: 4
b.__round__ = lambda *a: 5
b.__divmod__ = lambda o: 6
t(lambda: int(b))
t(lambda: float(b))
t(lambda: abs(b))
t(lambda: round(b))
t(lambda: divmod(b, 1))
class I(int):
    def __int__(self): return 3
class BadInt(int):
    def __int__(self): return 42.0
class S(int): pass
t(lambda: int(I(1)))
t(lambda: int(BadInt()))
t(lambda: (type(int(S(5))).__name__, int(S(5))))
class F(float):
    def __int__(self): return 7
t(lambda: int(F(1.2)))
class G:
    def __getattr__(self, n):
        if n == "__int__": return lambda: 9
        raise AttributeError(n)
t(lambda: int(G()))
class H:
    __int__ = lambda self: 11
    __float__ = lambda self: 1.25
    __round__ = lambda self, n=None: ("r", n)
    __abs__ = lambda self: "abs"
t(lambda: (int(H()), float(H()), round(H()), round(H(), 2), abs(H())))
class Meta(type):
    def __int__(cls): return 12
class WithMeta(metaclass=Meta):
    def __int__(self): return 13
t(lambda: (int(WithMeta), int(WithMeta())))
class SM:
    __index__ = staticmethod(lambda: 4)
t(lambda: [0, 1, 2, 3, 4, 5][SM()])
t(lambda: float(SM()))
