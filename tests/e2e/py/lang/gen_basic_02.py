# gen_basic_02: Monty language golden test
def take(n, it):
    out = []
    for v in it:
        if len(out) == n:
            break
        out.append(v)
    return out
def naturals():
    n = 0
    while True:
        yield n
        n += 1
print(take(5, naturals()), take(3, (x * x for x in naturals())))
def evens(src):
    for v in src:
        if v % 2 == 0:
            yield v
print(take(4, evens(naturals())))
def gen_with_return():
    yield 1
    return
    yield 2
print(list(gen_with_return()))
def empty():
    return
    yield
print(list(empty()), type(empty()).__name__)
g = naturals()
print(next(g), next(g), g.send(None), next(g))
def lines():
    yield 'a'
    yield 'b'
print(*lines(), sep='+')
a, *b = lines()
print(a, b)
