# tuple_01: Monty language golden test
t = (1, 'two', 3.0)
print(t, t[1], t[-1], t[1:], len(t), t.index('two'), t.count(1), (1,), (), tuple('ab'))
print(t + (4,), t * 2, 1 in t, (1, 2) < (1, 3), (1, 2) == (1, 2), hash((1, 2)) == hash((1, 2)))
a, b, c = t
print(a, b, c)
print(tuple([1, 2]), tuple(range(3)), tuple(x * x for x in range(3)), type(()).__name__)
try:
    t[0] = 5
except TypeError as e:
    print(type(e).__name__, e)
try:
    t.index(99)
except ValueError as e:
    print(type(e).__name__, e)
nested = ((1, 2), [3, 4])
nested[1].append(5)
print(nested, repr((1,)), str(((),)))
try:
    hash(([], 1))
except TypeError as e:
    print(type(e).__name__, e)
