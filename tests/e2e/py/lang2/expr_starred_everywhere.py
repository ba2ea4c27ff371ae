# Starred expressions in calls, list/tuple/set displays and ** in dict displays.
head = [1, 2]
tail = (3, 4)
print([*head, *tail, 5], (*head, *tail), (*"ab",), [*range(3), *"xy"])
print(sorted({*head, *tail, 2, 3}), {*()}, [*{}])
defaults = {"color": "red", "size": 1}
overrides = {"size": 3, "shape": "circle"}
print({**defaults, **overrides}, {**overrides, **defaults}, {"size": 0, **defaults, "x": 1})
def report(*args, **kwargs):
    return f"args={args} kwargs={sorted(kwargs.items())}"
print(report(*head, *tail))
print(report(0, *head, 9, *tail, sep="-"))
print(report(**defaults, **{"z": 26}))
print(report(*[], **{}))
print(report(*"hi", **dict(a=1), b=2))
print(*head, *tail, sep=", ")
matrix = [[1, 2, 3], [4, 5, 6]]
print(list(zip(*matrix)), max(*head, *tail), min(*"zebra"))
a, *b, c = *range(5), 99
print(a, b, c)
nested = [[*row, sum(row)] for row in matrix]
print(nested)
try:
    report(**{"a": 1}, **{"a": 2})
except TypeError as e:
    print("TypeError:", e)
try:
    print(*5)
except TypeError as e:
    print("TypeError:", e)
