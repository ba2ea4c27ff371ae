# int and float __float__ / __int__ by name (they were missing): plain results for bool and
# subclasses, OverflowError and ValueError as CPython; float() and int() of subclasses.
class I(int): pass
class F(float): pass
vals = [0, -3, 2**70, 10**400, True, 1.5, -2.7, float("nan"), float("inf"), I(7), F(2.5), "s", [1]]
for v in vals:
    for name in ("__float__", "__int__"):
        m = getattr(v, name, None)
        if m is None:
            print(type(v).__name__, name, "absent"); continue
        try:
            r = m(); print(type(v).__name__, name, repr(r), type(r).__name__)
        except Exception as e: print(type(v).__name__, name, type(e).__name__, e)
print(float(I(3)), int(F(3.9)), hasattr(1, "__float__"), hasattr("x", "__int__"), float(True), int(-0.5))
import math; print(math.floor(F(2.5)), round(F(2.5)), [x.__int__() for x in (1.9, -1.9)])
