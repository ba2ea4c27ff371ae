# timedelta from float components rounds as CPython 3.11's C code: whole microseconds exact,
# the sub-microsecond leftover rounded half to even against the total (issue 16).
from datetime import timedelta as T
import random
vals = [0.5, 1.5, 2.5, -0.5, -1.5, -2.5, 0.25, 1e-7, 0.4999999, 3.0000005, 1/3, 2/3, 1e-6*2.5]
for v in vals:
    print(v, T(microseconds=v), T(milliseconds=v), T(seconds=v), T(days=v), T(weeks=v))
print(T(seconds=0.0000005, microseconds=1), T(seconds=0.0000015, microseconds=1), T(seconds=0.0000005, microseconds=0.5))
print(T(days=1.5, hours=0.5, minutes=-3.25, seconds=1e-7, milliseconds=0.0005))
print(T(seconds=1.0000005), T(seconds=-1.0000005), T(hours=1e-10))
r = random.Random(3)
for _ in range(300):
    kw = {k: r.choice([r.uniform(-1e3, 1e3), r.randint(-50, 50), r.randint(-9, 9) / 2 / 1e6, r.random()]) for k in r.sample(['days', 'seconds', 'microseconds', 'milliseconds', 'minutes', 'hours', 'weeks'], r.randint(1, 4))}
    print(repr(T(**kw)))
