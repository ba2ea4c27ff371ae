# Arbitrary-precision ints: factorials, powers, floor division and modulo signs, conversions.
def factorial(n):
    out = 1
    for i in range(2, n + 1):
        out *= i
    return out
f50 = factorial(50)
print(f50)
print(len(str(factorial(100))), sum(int(d) for d in str(factorial(100))))
big = 2 ** 200
print(big, big.bit_length(), big - 1 == int("1" * 200, 2))
print(-big // 3, -big % 3, divmod(big, -7), divmod(-17, 5), divmod(17, -5))
print(big * big // big == big, (big + 1) % big, pow(3, 200, 10 ** 9 + 7), pow(2, 10, 1000))
print(-7 // 2, -7 % 2, 7 // -2, 7 % -2, -7 // -2, -7 % -2)
print(int("-000123"), int("  +42\n"), int("ff", 16), int("z", 36), int("0o17", 0), int("1" * 30))
print(hex(big)[:12], oct(255), bin(-10), f"{big:,}"[:15])
print(10 ** 20 / 10 ** 10, 10 ** 30 // 10 ** 29, 2 ** 64 - 1, -(2 ** 63))
print(abs(-(10 ** 25)), (10 ** 25) > 1e24, 10 ** 25 == 1e25, 2 ** 53 + 1 == float(2 ** 53 + 1))
print((12345678901234567890).to_bytes(9, "big").hex(), int.from_bytes(b"\x01\x00", "little"))
print(max(2 ** 100, 3 ** 60), min(-(2 ** 70), -(3 ** 44)), sorted([3 ** 50, 2 ** 80, 5 ** 34]))
print(int(1e20), int(-2.9), int(2.9), round(2 ** 70 / 3), (2 ** 70).bit_count())
try:
    float(2 ** 2000)
except OverflowError as e:
    print("OverflowError:", e)
print(f"{2 ** 64:x} {2 ** 64:o} {-255:#x} {12345678:_d}")
