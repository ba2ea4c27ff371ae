# funcs_powmod_01: three-argument pow with negative exponents, moduli and big ints
print(pow(2, -1, 7), pow(3, -2, 11), pow(-3, -1, 7), pow(38, -1, 97))
print(pow(5, 3, -7), pow(-5, 3, 7), pow(-5, 3, -7), pow(2, 0, 1), pow(2, 0, -1), pow(0, 0, 5))
print(pow(2, 10 ** 20, 10 ** 9 + 7), pow(10 ** 30 + 7, -1, 2 ** 61 - 1))
print(pow(3, 2 ** 70, 2 ** 89 - 1), pow(-(2 ** 70), 3, 10 ** 12), pow(7, -3, -(10 ** 20) + 1))
print(pow(True, 5, 3), pow(4, -1, 1))
for args in ((2, -1, 4), (6, -1, 9), (1, 2, 0), (2.0, 2, 3), (2, 2, 3.0), (0, -1, 5)):
    try:
        print(pow(*args))
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
x = pow(123456789, -1, 1000000007)
print(x, x * 123456789 % 1000000007)
