# Issue 18: big-int arithmetic reads its operands in place and builds results in a
# scratch or local mpz; these are the edges of that: every sign combination, values
# at and around the small-int (2**62) and machine-word (2**63, 2**64) boundaries,
# results that fall back to small ints, and results past the scratch's size.
edges = [0, 1, -1, 7, -7, 2**61, 2**62 - 1, 2**62, 2**62 + 1, -2**62, -2**62 - 1,
         -2**62 + 1, 2**63 - 1, 2**63, -2**63, -2**63 - 1, 2**64 - 1, 2**64, -2**64,
         2**64 + 1, 3**50, -3**50, 10**40 + 7, -(10**40) - 7]


def show(name, f):
    out = []
    for x in edges:
        for y in edges:
            try:
                out.append(f(x, y))
            except ZeroDivisionError as e:
                out.append("ZeroDivisionError: %s" % e)
    print(name, len(out), sum(v if isinstance(v, int) else 0 for v in out))
    return out


ops = [
    ("add", lambda x, y: x + y),
    ("sub", lambda x, y: x - y),
    ("mul", lambda x, y: x * y),
    ("floordiv", lambda x, y: x // y),
    ("mod", lambda x, y: x % y),
    ("divmod", lambda x, y: divmod(x, y)),
    ("and", lambda x, y: x & y),
    ("or", lambda x, y: x | y),
    ("xor", lambda x, y: x ^ y),
]
for name, f in ops:
    res = show(name, f)
    print(name, res[:3], res[-3:])
    for i in range(0, len(res), 37):
        print(" ", i, res[i])

# results that come back to small ints, and their types and identities
a = 2**62
print(a - 1, type(a - 1), (a - 1) + 1 == a, a - a, a // a, a % (a - 1), -a + a)
print(-(-2**62), -(2**62), -(-2**62 - 1) - 1, ~(2**62), ~(-2**62 - 1), +(2**64), abs(-2**64))
print((2**64) // (2**32), (2**64) % (2**32 + 1), (-2**64) // 3, (-2**64) % 3, 2**64 // -3, 2**64 % -3)
print((-2**64) // (-2**63), (-2**64) % (-2**63 - 1), divmod(-2**70, 2**65 + 1), divmod(2**70, -(2**65) - 1))
print(True + 2**64, 2**64 - True, False * 2**70, 2**64 * True, 2**64 // True, True - 2**63)
print(2**64 >> 1, 2**64 >> 64, 2**64 >> 65, -2**64 >> 1, -2**64 >> 64, -2**64 >> 200, (2**64 + 5) << 3)
print(2**63 << 0, -1 << 63, 1 << 62, -(1 << 62), (1 << 62) >> 1, (-1 << 63) >> 62)

# the scratch holds results up to 512 limbs; these go past it and come back below
x = 3**20000
y = x * x
z = y * y + x
print(y.bit_length(), z.bit_length(), y % 1000000007, z % 998244353, (z - y * y) == x)
w = z // (x * x)
print(w.bit_length(), w % 1000003, (z % (x + 1)) % 1000003, (z - z) == 0, (y - y + 5) * 3)
small_again = (x * 7 + 3) - x * 7
print(small_again, type(small_again))
big = 2**(64 * 511) - 1
print((big + big).bit_length(), (big * 2**64).bit_length(), (big * big) % 1000000007, (big & ~1) % 10)

# str, repr, bases of big ints (negative ones have the sign before the prefix)
for v in [2**62, -2**62 - 1, 2**64, -2**64, 10**40, -10**40 - 1, 3**100]:
    print(str(v), repr(v), hex(v), oct(v), bin(v)[:40], format(v, "x")[-8:], "%d" % v)
print(len(str(10**4299)), len(str(-(10**4300 - 1))))
try:
    str(10**4300)
except ValueError as e:
    print("ValueError:", e)
print(int(str(2**64 + 1)) == 2**64 + 1, int("-" + str(3**100)) == -3**100, int("18446744073709551616"))
print(hash(2**64), hash(-2**64), hash(2**61 - 1), hash(2**61), hash(-(2**61) + 1), hash(2**62), hash(-2**62))

# @ on ints is a TypeError, small or big
for p, q in [(1, 2), (2**64, 3), (3, 2**64)]:
    try:
        p @ q
    except TypeError as e:
        print("TypeError:", e)
    try:
        p @= q
    except TypeError as e:
        print("TypeError:", e)
