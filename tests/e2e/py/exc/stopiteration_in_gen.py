def g():
    yield 1
    raise StopIteration
try:
    list(g())
except RuntimeError as e:
    print(e)
