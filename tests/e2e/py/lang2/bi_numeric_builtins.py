# Numeric builtins: abs, round, divmod, pow, bin/oct/hex, sum with start, int/float parsing.
print(abs(-5), abs(-2.5), abs(3 + 4j), abs(True), abs(-0.0))
print(round(3.14159, 2), round(2.5), round(3.5), round(-2.5), round(1234, -2), round(1250, -2), round(7.0), type(round(7.6)).__name__)
print(divmod(17, 5), divmod(-17, 5), divmod(17.5, 5), divmod(2 ** 70, 10 ** 9))
print(pow(2, 10), pow(2, -1), pow(2.0, 0.5), pow(7, 2, 10), pow(-2, 3), pow(0, 0))
print(bin(10), oct(64), hex(255), hex(-42), bin(0), int("0b1010", 2), int("777", 8), int("-0x1A", 16))
print(sum([1, 2, 3]), sum([1, 2], 10), sum([0.1] * 3), sum([[1], [2]], []), sum(range(5), start=100))
print(int(" 7 "), int("-12"), float("3.5e2"), float("-inf"), int(7.9), int(-7.9), int(True))
print(max(1, 2.5), min(-1, -1.0), 10 / 4, 10 // 4, -10 // 4, 10 % -4, 2 ** 100 % 97)
for bad in (lambda: int("3.5"), lambda: int(""), lambda: float("abc"), lambda: int("12", 2), lambda: pow(0, -1),
            lambda: divmod(1, 0), lambda: sum(["a", "b"], ""), lambda: round("1")):
    try:
        bad()
    except (ValueError, ZeroDivisionError, TypeError) as e:
        print(type(e).__name__ + ":", e)
print(format(1234567.891, ",.2f"), format(0.25, ".0%"), format(42, "08b"), format(3.0, "g"), format(-7, "+d"))
