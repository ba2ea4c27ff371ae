# float_repr_01: Monty language golden test
vals = [0.1, 0.2, 0.1 + 0.2, 1 / 3, 2 / 3, 1e16, 1e15, 1.5e300, 1e-7, 0.0001,
        123456789.123, 3.0, -0.0, 1e22, 1e23, 2.5, 100.0, 1.7976931348623157e308,
        5e-324, 0.1 * 3, 9007199254740993.0, 4.35, 0.000123456]
for v in vals:
    print(repr(v), str(v))
print(float('inf'), float('-inf'), float('nan'), -float('inf'))
print(float('1e500'), float(' 2.5 '), float('-1.5E2'), float('infinity'), float('NaN'))
print(round(2.675, 2), round(0.5), round(1.5), round(2.5), round(-0.5), round(3.14159, 3))
print(round(1234.5, -2), round(15, -1), round(25, -1), type(round(2.5)).__name__)
