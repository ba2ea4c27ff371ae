a, *b = [1, 2, 3]
*c, d = "abc"
e, *f, g = range(5)
h, *i = [1]
print(a, b, c, d, e, f, g, h, i)
