it = iter([1])
print(next(it), next(it, "end"), next(iter([]), None))
