data = iter([1, 2, 0, 3])
print(list(iter(lambda: next(data), 0)))
