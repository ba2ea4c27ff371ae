# ops_bitwise_01: Monty language golden test
print(0b1100 & 0b1010, 0b1100 | 0b1010, 0b1100 ^ 0b1010)
print(1 << 10, 1024 >> 3, -16 >> 2, -1 << 4)
print(1 << 100, (1 << 100) >> 99)
print(~0b1010 & 0xFF, 5 & -1, -5 & 0xFF)
print(True & False, True | False, True ^ True, type(True & True).__name__)
try:
    1 << -1
except ValueError as e:
    print(type(e).__name__, e)
