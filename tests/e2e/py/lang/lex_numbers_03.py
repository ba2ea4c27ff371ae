# lex_numbers_03: Monty language golden test
print(0b_1, 0x_a_b, 1_0e1_0, 0.000_001, 1_000j)
print(123., 0e0, 00.5, 1e-0, 0o0, 0x0)
print(9999999999999999999999 * 0 == 0, 1e1 == 10, 0xA == 10 == 0o12 == 0b1010)
print(type(0x10).__name__, type(1e0j).__name__, -0j, (0.1j).imag)
print(int('1' * 30), float('1' * 20), float('.5'), float('5.'), float('-.5e1'))
