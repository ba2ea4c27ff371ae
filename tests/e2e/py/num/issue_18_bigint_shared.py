# Issue 18: in-place operators on big ints make new ints and leave every other name,
# container slot or argument holding the old value untouched; pow(a, e, m) reads its
# operands in place; int subclasses keep their own mpz.
a = 2**100 + 1
b = a
a += 1
print(a, b, a - b)
a -= 2**100
print(a, b)
c = 3**80
keep = [c, c]
c *= c
print(c == keep[0] ** 2, keep[0] == keep[1] == 3**80)
c //= 3**79
print(c, keep[0] // 3**79)
d = -(2**70)
e = d
d %= 10**9 + 7
print(d, e)
f = 2**64
g = {"f": f}
f <<= 3
f >>= 1
f |= 1
f ^= 2**65
f &= ~2
print(f, g["f"])


def bump(v):
    v += 2**90
    v *= -1
    return v


h = 2**90
print(bump(h), h)
t = (2**63, -2**63)
u = t[0]
u += t[1]
print(u, t)
s = 2**200
for _ in range(5):
    s = s + s
print(s == 2**205)
fib = [0, 1]
for _ in range(300):
    fib.append(fib[-1] + fib[-2])
print(fib[300] % 1000000007, fib[299] + fib[298] == fib[300], len(str(fib[300])))
r = 1
for i in range(2, 60):
    r *= i
print(r, r % (2**61 - 1))

# pow with a modulus: every sign, inverses, big operands, the result's sign from m
m61 = 2**61 - 1
for base, e, m in [(3, 10**6, m61), (-3, 12345, m61), (3, 12345, -m61), (2**100, 2**70 + 3, 10**30 + 57),
                   (-(2**100), 3, -(10**30) - 57), (5, -1, 7), (5, -3, -7), (2**64, -1, 2**61 - 1),
                   (10**40, 10**40, 1), (10**40, 10**40, -1), (0, 0, 5), (7, 0, -5), (3, -1, 1),
                   (2**62, 2, 2**62 + 1), (-2**62, 3, 2**63)]:
    print(base % 1000, e % 1000, m % 1000, pow(base, e, m))
for base, e, m in [(2, -1, 4), (2**64, -1, 2**32), (0, -1, 5)]:
    try:
        pow(base, e, m)
    except ValueError as ex:
        print("ValueError:", ex)
try:
    pow(2**64, 3, 0)
except ValueError as ex:
    print("ValueError:", ex)
base = 2**70
mod = 10**20 + 39
print(pow(base, 5, mod), base, mod)


class I(int):
    pass


big = I(2**80)
print(type(big).__name__, big + 1, type(big + 1).__name__, -big, +big, type(+big).__name__, ~big)
print(I(5) + I(2**80), big * big, big // 3, big % -7, divmod(big, -(2**41)), big >> 79, big == 2**80)
print(str(big), hex(-big), hash(big) == hash(2**80), pow(big, 3, 1000003), pow(3, big, 1000003))
x = big
x += 1
print(x, big, type(x).__name__)
