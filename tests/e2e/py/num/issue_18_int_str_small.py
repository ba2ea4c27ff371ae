# Issue 18: str() of a small int without printf: CPython's text at every boundary
print(str(0), str(-1), str(-9223372036854775808), str(9223372036854775807), str(10**18), repr(-10**15), f"{-42}{7}", str(2**62), str(-2**62))
for v in (0, 1, 9, 10, 99, 100, -5, 123456789, -987654321, 2**31, -2**31, 2**53 + 1, -(2**53) - 1):
    print(v, str(v), repr(v), f"{v}", "%d" % v, format(v), len(str(v)))
