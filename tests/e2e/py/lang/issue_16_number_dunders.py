# The operator methods of int, float and bool called by name: reflected forms, divmod,
# the unary ones, abs, the comparisons object reaches ((2).__lt__(3) was NotImplemented),
# and __format__ with a spec; .exp from CPython 3.11.
tests = ["(1).__add__(2)", "int.__add__(1,2)", "(5).__divmod__(2)", "(1.5).__mul__(2)", "'ab'.__len__()", "str.__len__('abc')", "[1,2].__getitem__(0)", "{1:2}.__contains__(1)", "(3).__neg__()", "(3).__pow__(2)", "(7).__mod__(3)", "(7).__floordiv__(2)", "(7).__rtruediv__(14)", "'a'.__add__('b')", "[1].__add__([2])", "(1,2).__len__()", "(2).__lt__(3)", "(2).__eq__(2)", "'x'.__mul__(3)", "(1).__sub__(1.5)", "(3.5).__floor__()", "(10).__index__()", "(3).__hash__()", "(1).__bool__()", "(2).__abs__()", "'abc'.__getitem__(1)", "(4).__rshift__(1)", "(4).__and__(5)", "(4).__or__(1)", "(4).__xor__(1)", "(4).__invert__()", "(4).__radd__(1)", "(2.0).__rsub__(1)", "(4).__truediv__(2)", "(-4).__pos__()", "(5).__rmod__(17)", "(2).__rpow__(3)", "(6).__rfloordiv__(13)", "(6).__rdivmod__(13)", "(1).__ne__(2)", "(1).__ge__(2)", "(1).__gt__(0)", "(1).__le__(1)", "[3,1].__len__()", "set([1]).__len__()", "(1.7).__int__()", "(3).__str__()", "(3).__repr__()", "(3).__format__('05d')", "(3).__round__()", "(3).__trunc__()", "(3).__ceil__()", "(2).__mul__(3)", "(2).__rmul__(3)", "(2).__rsub__(3)", "(2).__lshift__(3)", "(2).__rlshift__(3)", "(2).__rrshift__(32)", "(2).__rand__(3)", "(2).__ror__(1)", "(2).__rxor__(1)", "(2).__int__()", "(1.5).__add__(1)", "(1.5).__radd__(1)", "(1.5).__sub__(1)", "(1.5).__truediv__(2)", "(1.5).__rtruediv__(3)", "(1.5).__floordiv__(1)", "(1.5).__mod__(1)", "(1.5).__divmod__(1)", "(1.5).__pow__(2)", "(1.5).__neg__()", "(1.5).__abs__()", "(1.5).__lt__(2)", "(1.5).__eq__(1.5)", "(1.5).__hash__()", "(1.5).__round__(0)", "(1.5).__trunc__()", "(1.5).__ceil__()", "(1.5).__bool__()", "(2).__truediv__(0.5)"]
bad = []
for t in tests:
    try:
        r = eval(t)
        print(t, "=", r)
    except Exception as e:
        print(t, "!!", type(e).__name__, e)
class A:
    def __init__(self, v): self.v = v
    def __lt__(self, o): return self.v < o.v
class B: pass
print(object().__lt__(1), B().__lt__(B()), B().__ge__(1), A(1).__gt__(A(2)))
print(sorted([A(3), A(1)], key=lambda a: a.v)[0].v, A(1) < A(2))
try: B() < B()
except TypeError as e: print(e)
class I(int): pass
print(I(3).__lt__(4), I(5).__radd__(1), -I(4), abs(I(-2)), divmod(I(7), 2), (7).__divmod__(0) if False else "")
import functools
@functools.total_ordering
class T:
    def __init__(self, v): self.v = v
    def __eq__(self, o): return self.v == o.v
    def __lt__(self, o): return self.v < o.v
print(T(1) <= T(2), T(3) > T(2), T(2) >= T(2))
print("a".__lt__("b"), (1,2).__lt__((1,3)), [1].__le__([1]), (1.5).__ge__(1), (1).__lt__("x"), (5).__rdivmod__(17), (2.5).__rpow__(2))
try: (1).__divmod__(0)
except ZeroDivisionError as e: print("zde", e)
print(True.__add__(1), True.__neg__(), (3+0j).__neg__() if False else "", (0).__invert__(), bool.__and__(True, False))
