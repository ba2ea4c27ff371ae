# unpack_loops_01: Monty language golden test
pairs = {'x': (1, 2), 'y': (3, 4)}
for name, (a, b) in pairs.items():
    print(name, a + b)
for i, (k, *vals) in enumerate([('p', 1, 2), ('q',)]):
    print(i, k, vals)
rows = [[1, 2, 3], [4, 5, 6]]
for a, b, c in rows:
    print(a * b * c)
total = 0
for (x, y), z in [((1, 2), 3), ((4, 5), 6)]:
    total += x + y + z
print(total)
for _ in range(2):
    pass
print(_)
try:
    for a, b in [(1, 2), (3,)]:
        print(a, b)
except ValueError as e:
    print(type(e).__name__, e)
