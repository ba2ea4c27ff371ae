# gen_yield_from_01: Monty language golden test
def inner():
    x = yield 'i1'
    print('inner got', x)
    yield 'i2'
    return 'inner-result'
def outer():
    r = yield from inner()
    print('outer got', r)
    yield from [10, 20]
    yield from range(2)
g = outer()
print(next(g))
print(g.send('sent'))
print(list(g))
def flatten(l):
    for x in l:
        if isinstance(x, list):
            yield from flatten(x)
        else:
            yield x
print(list(flatten([1, [2, [3, [4]], 5]])))
def delegate():
    try:
        yield from inner()
    except KeyError as e:
        yield 'outer handled ' + str(e)
d = delegate()
next(d)
print(d.throw(KeyError('kk')))
