def g():
    yield 1
it = g()
print(type(it).__name__, list(it), list(it))
