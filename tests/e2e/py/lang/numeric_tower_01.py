# numeric_tower_01: Monty language golden test
print(1 + 1.0, type(1 + 1.0).__name__, 1 + 1j, type(True + 1).__name__, 2 * 0.5 == 1)
print(3 / 1, type(3 / 1).__name__, 4 // 2.0, type(4 // 2.0).__name__, 2 ** -2, type(2 ** 2).__name__)
print(int(7.9), int(-7.9), float(7), complex(7), round(7.5), round(-7.5), round(7.45, 1))
print(1 == 1.0 == (1 + 0j), hash(1) == hash(1.0) == hash(1 + 0j), 0.1 * 3 == 0.3, abs(0.1 * 3 - 0.3) < 1e-9)
print(10 ** 20 == 1e20, 10 ** 23 == 1e23, 2 ** 53 + 1 == float(2 ** 53 + 1), int(1e23))
print(max(1, 2.5, True), min(0, -0.0), sorted([2, 1.5, True, 0.5]), sum([1, 2.5, 3j]))
import math
print(math.floor(-2.5), math.ceil(-2.5), math.trunc(-2.5), math.gcd(12, 18), math.isqrt(17), math.factorial(20))
print(math.fsum([0.1] * 10), math.pow(2, 10), math.log(math.e), math.log2(1024), math.log10(1000), math.copysign(3, -0.0))
