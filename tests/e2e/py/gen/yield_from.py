def inner():
    yield 1
    yield 2
    return "done"
def outer():
    r = yield from inner()
    yield r
    yield from [3, 4]
print(list(outer()))
