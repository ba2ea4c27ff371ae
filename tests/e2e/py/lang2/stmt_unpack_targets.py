# Unpacking assignment: starred targets, nesting, loops, swaps and error messages.
record = "2024-05-01,login,ana,ok,extra1,extra2"
date, event, user, *rest = record.split(",")
print(date, event, user, rest)
first, *middle, last = [1, 2, 3, 4, 5]
print(first, middle, last)
*init, tail = "abc"
print(init, tail)
head, *empty = [1]
print(head, empty)
(a, b), c, [d, *e] = (1, 2), 3, [4, 5, 6]
print(a, b, c, d, e)
x, y = 1, 2
x, y = y, x + y
print(x, y)
for i, (name, score) in enumerate([("ana", 9), ("bo", 7)], start=1):
    print(i, name, score)
for key, *values in [("k1", 1, 2), ("k2",), ("k3", 3)]:
    print(key, values)
[p, q] = "pq"
print(p, q)
lst = [0, 0, 0]
lst[0], lst[2] = "L", "R"
print(lst)
class Box: pass
bx = Box()
bx.w, bx.h = 3, 4
print(bx.w * bx.h)
errors = []
for src in ([1, 2, 3], [1], "abcd", 5):
    try:
        u, v, w = src
        errors.append(("ok", u, v, w))
    except ValueError as e:
        errors.append(("ValueError", str(e)))
    except TypeError as e:
        errors.append(("TypeError", str(e)))
for row in errors:
    print(row)
try:
    m, *n, o = [1]
except ValueError as e:
    print("ValueError:", e)
d = {"a": 1, "b": 2}
k1, k2 = d
print(k1, k2)
