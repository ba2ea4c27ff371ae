# Found by the differential run (issue 13, seed 50010): at a power of two the rounding
# interval of a float is lopsided, so the shortest repr that reads back is not always the
# correctly rounded prefix (2.0 ** 89 is 6.189700196426902e+26, not ...9014e+26).
bad = 0
for k in range(-1074, 1024):
    v = 2.0 ** k
    if float(repr(v)) != v:
        bad += 1
print(bad)
print(2.0 ** 89, float((1 << 89) - 3), -(2.0 ** 89))
print([repr(2.0 ** k) for k in (-1018, -1008, -958, -921, 118, 181, 182)])
print(str(2.0 ** 89), f"{2.0 ** 89}", f"{2.0 ** 89!r}", [2.0 ** 89])
print(len({repr(2.0 ** k) for k in range(-1074, 1024)}))
