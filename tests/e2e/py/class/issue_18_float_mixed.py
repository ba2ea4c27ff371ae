# Issue 18: BINARY_OP and COMPARE_OP do a float with a float or a small int inline; the
# results must be CPython's (the int converted as float() does, comparisons exact).
import math

ints = [0, 1, -1, 3, 2**53, 2**53 + 1, -(2**53) - 1, 2**62 - 1, -(2**62), 2**62, 2**80, -(2**70)]
floats = [0.0, -0.0, 0.5, -2.5, 1e300, -1e300, math.inf, -math.inf, math.nan, 2.0**53, 2.0**62,
          9007199254740993.0, 4611686018427387904.0]


def show(x):
    if isinstance(x, float) and x == 0.0:
        return "%r(sign %d)" % (x, int(math.copysign(1, x)))
    return repr(x)


for i in ints:
    for f in floats:
        for a, b in ((i, f), (f, i)):
            print(show(a), show(b), show(a + b), show(a - b), show(a * b),
                  a < b, a <= b, a == b, a != b, a > b, a >= b)
for f in floats:
    for g in floats:
        print(show(f), show(g), show(f + g), show(f - g), show(f * g), f < g, f == g, f >= g)

# in place, on a float only this name holds
x = 1.5
for k in range(3):
    x += k
    x *= 2
    x -= 1
print(x)
y = 3
y += 0.25
y *= 2
print(y)
