# A left shift by a count near 2**64 of a nonzero int: the size check added the count to
# the bits of the int and wrapped, so GMP was asked for the result and aborted the process
# (found by the differential run, seed 70001 program 9649). CPython raises MemoryError or
# OverflowError depending on the count; either is printed as "refused".
cases = [
    lambda: (10 ** 195) << 3 + (1 << 64) - 4,
    lambda: (10 ** 195) << (1 << 64) - 1,
    lambda: (-7) << (1 << 64) - 1,
    lambda: 1 << (1 << 64) - 600,
    lambda: int.from_bytes(b'\x01' * 10, 'big') << (1 << 64) - 81,
]
for i, f in enumerate(cases):
    try:
        f()
        print(i, 'computed')
    except (OverflowError, MemoryError):
        print(i, 'refused')
x = 5
try:
    x <<= (1 << 64) - 2
except (OverflowError, MemoryError):
    print('in place refused', x)
print(0 << (1 << 64) - 1, (1 << 100) >> (1 << 64) - 1, -(1 << 100) >> (1 << 64) - 1)
