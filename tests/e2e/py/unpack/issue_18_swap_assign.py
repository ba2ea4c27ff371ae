# Issue 18: a, b = b, a + b (two or three targets, as many values, no starred item) is
# compiled without a tuple; evaluation and store order stay CPython's
a, b = 1, 2
a, b = b, a
print(a, b)
x, y, z = 1, 2, 3
x, y, z = z, x, y
print(x, y, z)
[p, q] = [q2 := 5, q2 + 1]
print(p, q, q2)
l = [0, 0, 0]
i = 0
i, l[i] = 1, 9
print(i, l)
(m, n), o = (1, 2), 3
print(m, n, o)
def f():
    a, b = 0, 1
    for _ in range(10):
        a, b = b, a + b
    return a, b
print(f())
class C: pass
c = C()
c.u, c.v = 'u', 'v'
print(c.u, c.v)
d = {}
d['k'], d['j'] = d.get('j', 1), d.get('k', 2)
print(d)
try:
    (r, s), t = (1, 2, 3), 4
except ValueError as e:
    print(e)
print(x, y, z)
