# enumerate, zip (including strict=True), map and filter over files of records.
names = ["ana", "bo", "cy"]
ages = [31, 25, 40]
cities = ["nyc", "sf"]
for i, (n, a) in enumerate(zip(names, ages), start=1):
    print(f"{i}. {n} ({a})")
print(list(zip(names, cities)), list(zip(names, ages, cities)), list(zip()))
try:
    list(zip(names, cities, strict=True))
except ValueError as e:
    print("ValueError:", e)
try:
    list(zip(cities, names, strict=True))
except ValueError as e:
    print("ValueError:", e)
print(dict(zip(names, ages)), list(enumerate("ab", 10)), list(enumerate([])))
lines = ["id,name", "1,ana", "2,bo", "", "3,cy"]
rows = list(map(lambda l: l.split(","), filter(None, lines[1:])))
print(rows)
print(list(map(int, ["1", "2", "3"])), list(map(lambda a, b: a * b, [1, 2, 3], [4, 5])))
print(list(filter(str.isupper, "aBcDe")), list(filter(lambda x: x > 1, (0, 1, 2, 3))))
m = map(str.upper, names)
print(next(m), list(m), list(m))
z = zip(range(3), "abc")
print(next(z), list(z))
e = enumerate("xyz")
print(next(e), next(e), type(e).__name__, type(z).__name__, type(m).__name__)
unzipped = list(zip(*[(1, "a"), (2, "b"), (3, "c")]))
print(unzipped)
