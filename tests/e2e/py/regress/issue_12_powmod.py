# Issue 12: pow(a, e, m) with a long exponent goes in pieces so the deadline binds; the
# results must stay exactly CPython's, on both sides of the piece size and for m = 1.
import random
random.seed(5)
for bits in (1, 63, 64, 65, 255, 256, 257, 300, 1000, 4097, 9000):
    for _ in range(3):
        a = random.getrandbits(bits + 7) - 2**bits
        e = random.getrandbits(bits) | 1 << (bits - 1)
        m = random.getrandbits(bits // 2 + 9) + 1
        print(bits, pow(a, e, m), pow(a, e, -m), pow(a, e, 1))
print(pow(3, 10**400, 10**300 + 7) % 1000)
