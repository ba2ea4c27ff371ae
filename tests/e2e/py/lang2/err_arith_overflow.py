# ZeroDivisionError and OverflowError messages from numeric code.
import math
checks = [
    lambda: 1 / 0,
    lambda: 1 // 0,
    lambda: 1 % 0,
    lambda: 1.0 / 0,
    lambda: 1.0 // 0.0,
    lambda: 5.0 % 0,
    lambda: divmod(3, 0),
    lambda: 0.0 ** -1,
    lambda: 2.0 ** 10000,
    lambda: math.exp(1000),
    lambda: int(float("inf")),
    lambda: int(float("nan")),
    lambda: float(10 ** 400),
    lambda: 10 ** 400 / 3,
    lambda: math.sqrt(-1),
    lambda: math.log(0),
    lambda: round(float("inf")),
    lambda: (1 << 10000) * 1.0,
    lambda: 1e308 * 10,
    lambda: pow(10, -1, 0),
]
for c in checks:
    try:
        print("ok", c())
    except (ZeroDivisionError, OverflowError, ValueError) as e:
        print(f"{type(e).__name__}: {e}")
print(issubclass(ZeroDivisionError, ArithmeticError), issubclass(OverflowError, ArithmeticError))
