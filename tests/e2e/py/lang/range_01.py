# range_01: Monty language golden test
r = range(2, 20, 3)
print(r, list(r), len(r), r[0], r[-1], r[1:3], 5 in r, 6 in r, r.index(8), r.count(11))
print(list(range(5)), list(range(5, 0, -1)), list(range(0)), list(range(3, 1)), len(range(0, 10, 4)))
print(range(10)[::-1], list(range(10)[::-3]), range(0, 5) == range(0, 5, 1), range(0) == range(2, 2))
print(r.start, r.stop, r.step, reversed(range(3)).__class__.__name__, list(reversed(range(3))))
print(range(2 ** 64)[-1], len(range(-5, 5)), bool(range(0)), max(range(4)), sum(range(101)))
try:
    range(1, 2, 0)
except ValueError as e:
    print(type(e).__name__, e)
try:
    range(1.5)
except TypeError as e:
    print(type(e).__name__, e)
try:
    range(3)[5]
except IndexError as e:
    print(type(e).__name__, e)
