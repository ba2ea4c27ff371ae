# Float repr is the shortest string that round-trips, exactly as CPython prints it.
values = [0.1, 0.2, 0.1 + 0.2, 1 / 3, 2 / 3, 1e16, 1e15, 123456789.123, 1e-5, 0.0001,
          1.5e300, 5e-324, 2.0 ** 0.5, 100.0, -0.0, 1e22, 1e23, 9007199254740993.0, 0.3 - 0.1]
for v in values:
    print(repr(v), str(v), f"{v}")
print(round(2.675, 2), round(0.5), round(1.5), round(2.5), round(-0.5), round(1234.5678, -2))
print(float("inf"), float("-inf"), float("nan"), float(" 1e3 "), float("-.5"), float("1_0.25"))
nan = float("nan")
print(nan == nan, nan != nan, nan is nan, [nan] == [nan], float("inf") > 1e308)
print(0.1 * 3 == 0.3, abs(0.1 * 3 - 0.3) < 1e-9, sum([0.1] * 10), 0.1 * 10)
print(1.0.is_integer(), 2.5.as_integer_ratio(), (0.1).hex(), float.fromhex("0x1.8p1"))
print(7.0 // 2, 7.0 % 2, -7.0 // 2, -7.0 % 2, 7 % -2.5, divmod(7.5, 2))
print(int(3.99), int(-3.99), float(10 ** 16), 2 ** 0.5 * 2 ** 0.5, 1e300 * 1e10)
print(f"{1/3:.3f} {2/3:.0f} {1e-7:.2e} {123.456:g} {1e20:g} {0.00001234:g} {1.0:g}")
print(str(1.0), str(10.0 ** 15), str(10.0 ** 16), str(-1.5e-10))
