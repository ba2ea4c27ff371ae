# bool is an int subclass; None, NotImplemented and Ellipsis are singletons.
print(True + True, True * 10, False - 1, True / 2, True // 1, -True, ~True)
print(isinstance(True, int), issubclass(bool, int), type(True).__name__, int(True), str(False))
print(sum([True, True, False, True]), [1, 2, 3][True], {True: "t", 1: "one"})
print(bool(0), bool(0.0), bool(""), bool([]), bool({}), bool(set()), bool(None), bool("False"))
print(True == 1, False == 0.0, True > False, max(False, True))
print(repr(None), type(None).__name__, None is None, None == None, None != 0)
def f():
    pass
print(f() is None, [None] * 2, None or "x", str(None))
print(repr(NotImplemented), type(NotImplemented).__name__, bool(NotImplemented) if False else "skip")
print(repr(...), repr(Ellipsis), ... is Ellipsis, type(...).__name__)
print(sorted([True, False, 2, -1]), True & False, True | False, True ^ True, type(True & True).__name__)
print(f"{True:d} {True:>5} {False!r} {True:.1f}", format(True), "%d %s" % (True, True))
try:
    None + 1
except TypeError as e:
    print("TypeError:", e)
try:
    nothing = None
    nothing()
except TypeError as e:
    print("TypeError:", e)
try:
    len(None)
except TypeError as e:
    print("TypeError:", e)
print(bool.__mro__[1].__name__, True.real, True.imag, (5).__class__.__name__)
