# Issue 16: int and float have __round__, __floor__ and __ceil__ as CPython's (round() and
# math.floor/ceil give the same answers through them).
print(round(2.675, 2), (2.5).__round__(), (3.14159).__round__(3), round(1e300, -299), (2.5).__round__(None))
print((7).__round__(), (1234).__round__(-2), (1250).__round__(-2), True.__round__(), type(True.__floor__()))
print((2.7).__floor__(), (-2.7).__floor__(), (2.1).__ceil__(), (-2.1).__ceil__(), (5).__ceil__())
for bad in (float('nan'), float('inf')):
    for m in ('__floor__', '__ceil__', '__round__'):
        try: print(getattr(bad, m)())
        except Exception as e: print(type(e).__name__, e)
try: (2.5).__round__('x')
except TypeError as e: print(e)
import math
print(math.floor(2.5), math.ceil(-0.5), round(-0.5), round(0.5), round(1.5))
class F(float):
    def __round__(self, n=None): return 'mine'
print(round(F(1.5)), F(2.5).__floor__(), float.__round__(F(2.5)))
print(sorted(k for k in dir(float) if k in ('__round__', '__floor__', '__ceil__', '__trunc__')))
print(sorted(k for k in dir(int) if k in ('__round__', '__floor__', '__ceil__', '__trunc__')))
