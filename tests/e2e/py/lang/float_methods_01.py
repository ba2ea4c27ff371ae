# float_methods_01: Monty language golden test
print((0.5).as_integer_ratio(), (0.1).as_integer_ratio(), (3.0).is_integer(), (3.5).is_integer())
print((1.5).hex(), float.fromhex('0x1.8p1'), (255.0).hex())
print(float(10), float('3'), float(True), 3.7 // 1, -3.7 // 1, 3.7 % 1 > 0.69)
print(1e308 * 10 == float('inf'), float('nan') == float('nan'), float('nan') != float('nan'))
import math
print(math.isnan(float('nan')), math.isinf(-1e999), math.isfinite(1.0))
print(int(1e20), int(-2.5), 1.0 == 1, 0.1 + 0.2 == 0.3, abs(-2.5))
print(2.0 ** 1000 > 1e300, 7.0 / 2, 7.0 // 2, -7.0 % 3)
try:
    2.0 ** 10000
except OverflowError as e:
    print(type(e).__name__, e)
try:
    float('abc')
except ValueError as e:
    print(type(e).__name__, e)
print(float.__name__, (2.5).real, (2.5).imag, (2.5).conjugate())
