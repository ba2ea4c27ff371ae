# ops_arith_02: Monty language golden test
print(3 * 'ab', [1] * 0, (0,) * 3, 2.5 * 2, 5 / 2.5, 1 - 0.9, 2 ** 0.5)
print(10 % 3.5, -10 % 3.5, 1e300 * 1e10, -1e300 * 1e10, 1e-320 / 1e10)
print(7 // 0.5, 7.0 // -2, round(7 / 3, 4), 2 ** 62 + 2 ** 62, (-2) ** 63, (-2) ** 3)
print(abs(-0.0), -0.0 == 0.0, 0.0 * -1, 1 / float('inf'), float('inf') - float('inf'))
print(True / 2, 3 // True, 5 % True, complex(1, 1) * True)
x = 5
x = -x
print(x, -x, ~x, +x, --x)
