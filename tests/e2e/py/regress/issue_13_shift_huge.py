# Issue 13 (session 6's differential run): a shift by a count past a machine word. Zero
# shifted either way is zero, a right shift ends at 0 or -1, a left shift of anything else
# is refused.
HUGE = 10**153
for x in (0, 5, -5, (1 << 73) - 1, -(1 << 73)):
    for n in (HUGE, 2**64, 2**63 - 1):
        r = []
        for op in ("<<", ">>"):
            try:
                v = x << n if op == "<<" else x >> n
                r.append(str(v))
            except (OverflowError, MemoryError):
                r.append("refused")
        print(x, n.bit_length(), r)
n = 0
n <<= HUGE
print(n)
try:
    1 >> -HUGE
except ValueError as e:
    print("ValueError", e)
