# float.fromhex reads hex digits with or without 0x, any ASCII whitespace around, and
# refuses what is not a hex float (embedded NUL, non-ASCII digits, a bare exponent).
for s in ["10", "ap0", "0x1.8p1", "1.", ".8", "-0x.2", "0x1p-1074", "0x1p-1075", "0x1.00000000000008p0", "0x1.00000000000018p0",
          "0x.fffffffffffff8p+1024", "0X1P+0", "  -InFiNiTy\n", "nan", "0x0p99999999999999999", "1e1"]:
    print(repr(s), float.fromhex(s))
for s in ["0x1p1024", "0x.fffffffffffffcp+1024", "1p99999999999999"]:
    try:
        print(float.fromhex(s))
    except OverflowError as e:
        print("OverflowError", e)
for s in ["", "0x", "0x1p", "0x1p+", "1 2", "0x1.0.p0", "\uff11", "0x1p0\x00", "infinit", "+-1"]:
    try:
        print(float.fromhex(s))
    except ValueError as e:
        print("ValueError", repr(s), e)
try:
    float.fromhex(1)
except TypeError as e:
    print("TypeError", e)
print((1.5).hex(), float.fromhex((1.5).hex()), float.fromhex((-0.1).hex()) == -0.1)
class S(str): pass
print(float.fromhex(S("0x10")))
