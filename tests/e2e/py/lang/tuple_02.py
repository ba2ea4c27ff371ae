# tuple_02: Monty language golden test
point = (3, 4)
x, y = point
print(x * y, point[::-1], (1, 2) + (3,), tuple(sorted((3, 1, 2))), max((1, 9), (2, 0)))
def minmax(s):
    return min(s), max(s)
lo, hi = minmax([5, 2, 8])
print(lo, hi, minmax('hello'))
records = [('bob', 25), ('amy', 30), ('cat', 25)]
print(sorted(records, key=lambda r: (r[1], r[0])), [n for n, a in records if a == 25])
t = tuple(range(5))
print(t.index(3), t[-2:], t.count(9), 4 in t, len(t), t == (0, 1, 2, 3, 4), t < (0, 1, 3))
nested = ((1, (2, 3)), 4)
(a, (b, c)), d = nested
print(a, b, c, d, tuple(), (None,) * 2, (1, 2, 3)[1:2], ((1, 2),)[0][1])
print(tuple.__name__, type((1,)).__name__, str((1, 'a')), repr(('x',)))
