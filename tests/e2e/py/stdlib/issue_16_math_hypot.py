# math: hypot/dist rounded as CPython 3.11 (its vector_norm), remainder's signed zeros, and
# pow/nextafter/ulp over seeded random values
import math
import random

rnd = random.Random(4)


def pick():
    k = rnd.random()
    if k < 0.3:
        return rnd.choice([0.0, -0.0, 1.0, -1.0, 2.5, -3.0, 1e308, 5e-324, 1e-310])
    if k < 0.65:
        return rnd.uniform(-10, 10)
    return rnd.choice([-1, 1]) * math.ldexp(rnd.random(), rnd.randint(-1080, 1023))


def t(f, *a):
    try:
        r = f(*a)
        return repr(r) + ("-" if isinstance(r, float) and math.copysign(1, r) < 0 else "")
    except Exception as e:
        return type(e).__name__ + ": " + str(e)


for i in range(300):
    x, y, z = pick(), pick(), pick()
    print(t(math.hypot, x, y), t(math.hypot, x, y, z), t(math.dist, (x, y), (z, 1.5)),
          t(math.remainder, x, y), t(math.pow, x, y), t(math.nextafter, x, y), t(math.ulp, z))
print(math.hypot(), math.hypot(-3), math.hypot(3, 4), math.hypot(float("inf"), float("nan")),
      math.hypot(float("nan"), 1), math.hypot(5e-324, 5e-324), math.hypot(1e308, 1e308))
print(math.remainder(3, 2), math.remainder(-0.0, 1), math.remainder(5, 2), math.remainder(7, 2))
