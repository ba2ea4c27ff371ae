# Issue 16: super objects as CPython's: super(T, None) is unbound, __get__ binds an unbound
# super, __thisclass__/__self__/__self_class__ (RustPython's syntax_class.py reads them).
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)
class T5(int): pass
t(lambda: str(super(int, 5)))
t(lambda: str(super(int, T5(5))))
t(lambda: str(super(type, None)))
t(lambda: str(super(int).__get__(T5(5))))
t(lambda: str(super(int)))
t(lambda: super(bool, True).conjugate())
t(lambda: isinstance(super(bool, True), super))
class A:
    def f(self): return "A"
class B(A):
    def f(self): return "B"
t(lambda: super(B, B()).f())
t(lambda: super(B, B).f(B()))
t(lambda: repr(super(B, B())))
t(lambda: super(B, B()).__self__.__class__.__name__)
t(lambda: super(B, B()).__thisclass__)
t(lambda: super(B, B()).__self_class__)
t(lambda: super(B).__self__)
t(lambda: super(B, 5))
t(lambda: super(5, B()))
t(lambda: super())
t(lambda: super(B, None).f)
t(lambda: super(B).f)
t(lambda: super(B).__get__(B(), B).f())


u = super(B)
bound = u.__get__(B())
print(type(bound).__name__, bound.f(), u.__get__(None, B) is u, bound.__get__(B()) is bound)
try:
    u.__get__(None)
except TypeError as e:
    print("TypeError", e)
try:
    u.__get__(5)
except TypeError as e:
    print("TypeError", e)
