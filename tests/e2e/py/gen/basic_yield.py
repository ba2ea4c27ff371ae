def g():
    yield 1
    yield 2
    yield 3
print(list(g()), sum(g()), [x * 10 for x in g()])
