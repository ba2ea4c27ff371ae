# tuples as records and dict keys; range arithmetic, membership and slicing.
point = (3, 4)
rec = ("ana", 31, ("nyc", "10001"))
name, age, (city, zipcode) = rec
print(name, age, city, zipcode, rec[2][1], len(rec), rec.count(31), rec.index(31))
print((1,), (), tuple("ab"), tuple(range(3)), (1, 2) + (3,), (0,) * 3, type(()).__name__)
print((1, 2, 3) < (1, 2, 4), (1, 2) < (1, 2, 0), (2,) > (1, 9, 9), max([(1, "b"), (1, "a")]))
distances = {(0, 0): 0, (3, 4): 5}
print(distances[point], (0, 0) in distances, hash((1, 2)) == hash((1, 2)))
try:
    {([1], 2): "x"}
except TypeError as e:
    print("TypeError:", e)
try:
    point[0] = 1
except TypeError as e:
    print("TypeError:", e)
nested = ([1, 2], "x")
nested[0].append(3)
print(nested)
r = range(10, 50, 7)
print(list(r), len(r), r[2], r[-1], 24 in r, 25 in r, r.index(31), r.count(17))
print(range(5)[1:4], range(0, -10, -3), list(range(0, -10, -3)), range(3) == range(0, 3, 1))
print(list(reversed(range(4))), sum(range(101)), range(2, 2) == range(5, 5), bool(range(0)))
try:
    range(1, 2, 0)
except ValueError as e:
    print("ValueError:", e)
try:
    range(5).index(7)
except ValueError as e:
    print("ValueError:", e)
print(range(10**18)[-1], len(range(0, 10**12, 3)), repr(range(1, 4)), r.start, r.stop, r.step)
