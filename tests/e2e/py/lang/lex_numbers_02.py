# lex_numbers_02: Monty language golden test
print(00, 0_0, 0.0, -0.0, 1e308 * 10, -1e308 * 10)
print(1e-320, 5e-324, 2.5e-10, 1.0e22, 1e21, 1e15)
print(0x7fffffff + 1, 0xdeadbeef, hex(0xdeadbeef), oct(8), bin(5))
print(1j * 1j, (1 + 2j) * (3 - 4j), abs(3 + 4j))
print(12345678901234567890 % 97, 2 ** 100, -(2 ** 63))
print(type(1_0).__name__, type(1.).__name__, type(1e0).__name__)
