import math
tests = [
    lambda: math.sqrt(-1), lambda: math.log(0), lambda: math.log(-5), lambda: math.acos(2),
    lambda: math.factorial(-1), lambda: math.factorial(2.5), lambda: math.isqrt(-1),
    lambda: math.comb(-1, 2), lambda: math.exp(1000), lambda: math.floor(float('inf')),
    lambda: math.floor(float('nan')), lambda: math.sqrt('x'), lambda: math.gcd(1.5),
    lambda: math.pow(0, -1), lambda: math.fmod(1, 0), lambda: math.isclose(1, 2, rel_tol=-1),
    lambda: math.fsum([float('inf'), float('-inf')]),
]
for t in tests:
    try:
        print(t())
    except (ValueError, TypeError, OverflowError) as e:
        print(type(e).__name__, e)
