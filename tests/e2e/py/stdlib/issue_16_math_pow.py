# math: nextafter, ulp, cbrt, exp2 and pow's special cases (float ** and math.pow)
import math


def t(f, *a):
    try:
        r = f(*a)
        print(repr(r), math.copysign(1.0, r) if isinstance(r, float) else "")
    except Exception as e:
        print(type(e).__name__ + ":", e)


inf = float("inf")
nan = float("nan")
vals = [0.0, -0.0, 1.0, -1.0, 0.5, -0.5, 2.0, -2.0, 3.0, -3.0, 2.5, -2.5, inf, -inf, nan, 1e308, -1e308, 5e-324]
for x in vals:
    for y in vals:
        print(repr(x), repr(y), end=" ")
        t(math.pow, x, y)
        print("  **", end=" ")
        t(lambda a, b: a ** b, x, y)
        print("  pow", end=" ")
        t(pow, x, y)
for x, y in [(0, -1), (0, -1.0), (-8, 1 / 3), (2, 1024), (2, -1075), (10, 400), (-10, 401), (0.0, -2),
             (-0.0, -3), (-0.0, -3.0), (1, nan), (nan, 0), (2, 0.5), (-2, 0.5), (True, 2), (2.0, 3)]:
    print(x, y, end=" ")
    t(math.pow, x, y)
    t(lambda a, b: a ** b, x, y)
t(math.pow, "a", 2)
t(math.pow, 2)
t(pow, 0.0, -1)
t(pow, 2.0, 3, 5)

for x in [0.0, -0.0, 1.0, -1.0, 1e-310, 5e-324, inf, -inf, nan, 1e308, math.pi, 2.0 ** 52, 2.0 ** -1022]:
    t(math.ulp, x)
    t(math.cbrt, x)
    t(math.exp2, x)
for x in [27, -27, 8.0, -0.125, 1e300, 2, 10 ** 400]:
    t(math.cbrt, x)
for x in [1024, 1023.5, -1074, -1075, -1080, 3, 0.5, 10 ** 400]:
    t(math.exp2, x)
t(math.ulp, 10 ** 400)
t(math.ulp, "x")
pairs = [(0.0, 1.0), (0.0, -1.0), (-0.0, 1.0), (1.0, 2.0), (1.0, 0.0), (1.0, 1.0), (-0.0, 0.0),
         (0.0, -0.0), (inf, 0.0), (1e308 * 10, inf), (1.7976931348623157e308, inf), (nan, 1.0),
         (1.0, nan), (5e-324, 0.0), (-5e-324, 0.0), (2, 3), (0, 0)]
for a, b in pairs:
    t(math.nextafter, a, b)
t(math.nextafter, 1.0)
t(math.nextafter, "a", 1.0)
t(math.nextafter, 1.0, 2.0, 3.0)
x = 1.0
for i in range(5):
    x = math.nextafter(x, 0)
print(repr(x), x.hex())
print(math.ulp(1.0) == 2 ** -52, math.nextafter(1.0, 2) - 1.0 == math.ulp(1.0))
