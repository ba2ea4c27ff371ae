# expect: spec
# ZeroDivisionError from a lambda inside a generator expression, not caught.
ratios = [(1, 2), (3, 4), (5, 0)]
safe = lambda a, b: a / b
print([safe(a, b) for a, b in ratios[:2]])
print(sum(safe(a, b) for a, b in ratios))
