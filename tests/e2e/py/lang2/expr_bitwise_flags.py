# Bitwise operators for permission flags, masks and shifts.
READ, WRITE, EXEC = 4, 2, 1
def mode_str(mode):
    out = ""
    for shift in (6, 3, 0):
        bits = (mode >> shift) & 7
        out += ("r" if bits & READ else "-") + ("w" if bits & WRITE else "-") + ("x" if bits & EXEC else "-")
    return out
for mode in (0o755, 0o644, 0o700, 0o000, 0o777):
    print(oct(mode), mode_str(mode))
perm = READ | WRITE
print(perm, perm & EXEC, bool(perm & WRITE), perm ^ WRITE, perm & ~WRITE)
print(~0, ~1, -1 & 0xFF, -256 >> 4, 1 << 70, (1 << 70) >> 68)
print(0xF0 | 0x0F, 0xF0 & 0x3C, 0xF0 ^ 0xFF, bin(0b1010 ^ 0b0110))
def popcount(n):
    c = 0
    while n:
        n &= n - 1
        c += 1
    return c
print([popcount(v) for v in (0, 1, 255, 1023, 2 ** 64 - 1)])
print((2 ** 100 | 1) & 3, -(2 ** 65) >> 60, (-5) & 0xF)
print(True | False, True & False, True ^ True, type(True | False).__name__)
print({1, 2, 3} | {3, 4}, {1, 2, 3} & {2, 5}, sorted({1, 2} ^ {2, 3}))
try:
    1 << -1
except ValueError as e:
    print("ValueError:", e)
try:
    1.5 | 1
except TypeError as e:
    print("TypeError:", e)
