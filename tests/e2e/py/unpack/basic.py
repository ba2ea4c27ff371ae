a, b = 1, 2
a, b = b, a
(c, d), e = (3, 4), 5
[f, g] = "xy"
print(a, b, c, d, e, f, g)
