# -2**63 negated in C (UBSan: "negation of -9223372036854775808"): bytes.hex's group size (a C
# int in CPython: OverflowError past it), a "%*" width, round(int, ndigits).
for v in [-2**63, -2**63 + 1, -2**31 - 1, -2**31, -2**31 + 1, 2**31 - 1, 2**31, 2**63 - 1, -3, 0, 2]:
    for b in [b"abcdefg", bytearray(b"abcdefg"), b""]:
        try:
            print(v, b.hex(":", v))
        except (OverflowError, ValueError) as e:
            print(v, type(e).__name__, e)
print(repr("%*d|" % (-2**63, 1)), repr("%*s|" % (-2**63, "ab")))
print(round(-5, -3), round(15, -1), round(25, -1), round(2**70, -19))
