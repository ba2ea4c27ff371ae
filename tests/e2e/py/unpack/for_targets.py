for i, (k, v) in enumerate({"a": 1, "b": 2}.items()):
    print(i, k, v)
for a, *rest in [(1, 2, 3), (4,)]:
    print(a, rest)
