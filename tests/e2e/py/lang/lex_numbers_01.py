# lex_numbers_01: Monty language golden test
print(1_000_000, 0x_ff, 0o17, 0b1010, 0XAB, 0O7, 0B11)
print(1e3, 1.5e-3, 1_0.0_1, .5, 5., 1E+2)
print(3j, 1.5j, 1e2j, 0j, type(2j).__name__)
print(0xFFFFFFFFFFFFFFFFFFFF, 0b1111_0000, 0o777_777)
print(10**20, -0x10, +0o10)
print(1_2_3 + 4_5, 0.1 + 0.2, 1e16, 1e-5, 123456789012345678.0)
print(float('1_0.5'), int('1_000'), int('0x1f', 16), int('0b11', 0), int('0o17', 0))
