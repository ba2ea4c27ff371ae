def g():
    yield 1
    return 42
it = g()
next(it)
try:
    next(it)
except StopIteration as e:
    print("stop", e.value)
