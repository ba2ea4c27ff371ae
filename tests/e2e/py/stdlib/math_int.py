import math
print(math.gcd(), math.gcd(12), math.gcd(12, 18, 27), math.gcd(-4, 6), math.lcm(), math.lcm(3, 4, 6))
print(math.factorial(0), math.factorial(25), math.isqrt(0), math.isqrt(2 ** 101))
print(math.comb(100, 50), math.comb(3, 5), math.perm(6), math.perm(6, 2), math.perm(3, 5))
print(math.prod([]), math.prod(range(1, 11)), math.prod([1.5, 2]), math.prod([2, 3], start=10))
print(math.fsum([1e100, 1.0, -1e100]), sum([1e100, 1.0, -1e100]), math.fsum([0.1] * 7))
print(math.floor(1e300) == 10 ** 300 or 'close', math.trunc(1e20))
print(math.isclose(1.0, 1.0 + 1e-10), math.isclose(1, 1.1, rel_tol=0.2), math.isclose(0, 1e-12, abs_tol=1e-9))
