# A builtin's computed attributes as its class shows them: getset_descriptor objects
# (int.real, Exception.args) with __get__/__set__, their checks and names, as CPython's.
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)
t(lambda: type(Exception.args).__name__)
t(lambda: type(int.real).__name__)
t(lambda: int.real.__get__(5))
t(lambda: type(int.real.__get__(None, int)).__name__)
t(lambda: repr(int.real))
t(lambda: repr(Exception.args))
t(lambda: (int.real.__name__, int.real.__qualname__, int.real.__objclass__))
t(lambda: (Exception.args.__qualname__, BaseException.args.__qualname__))
t(lambda: int.real.__get__("x"))
t(lambda: int.real.__set__(5, 1))
e = ValueError(1)
BaseException.args.__set__(e, (2, 3))
print(e.args)
t(lambda: OSError(1, 2).errno)
t(lambda: complex.imag.__get__(3j))
t(lambda: float.real.__get__(2.5))
t(lambda: hasattr(int, "real"), )
t(lambda: getattr(int, "numerator").__get__(7))
class C(Exception):
    pass
t(lambda: type(C.args).__name__)
t(lambda: C("a").args)
t(lambda: type(object.__class__).__name__)
class K:
    r = int.real
t(lambda: K().r)
print(callable(int.real), isinstance(int.real, object))
