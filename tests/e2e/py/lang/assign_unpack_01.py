# assign_unpack_01: Monty language golden test
a, b = 1, 2
a, b = b, a
print(a, b)
(c, d), e = (3, 4), 5
print(c, d, e)
[f, g] = 'xy'
print(f, g)
h, *i = range(5)
print(h, i)
*j, k = [1, 2, 3]
print(j, k)
l, *m, n = 'abcdef'
print(l, m, n)
o, *p = [1]
print(o, p)
x = y = z = []
x.append(1)
print(y, z is x)
for idx, (p1, p2) in enumerate([(1, 2), (3, 4)]):
    print(idx, p1, p2)
try:
    q, r = [1, 2, 3]
except ValueError as e:
    print(type(e).__name__, e)
try:
    q, r, s = [1, 2]
except ValueError as e:
    print(type(e).__name__, e)
try:
    q, *r, s = [1]
except ValueError as e:
    print(type(e).__name__, e)
try:
    q, r = 5
except TypeError as e:
    print(type(e).__name__, e)
