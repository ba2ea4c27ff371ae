# gen_state_01: Monty language golden test
def gen():
    yield 1
g = gen()
print(g.__name__, g.__qualname__)
def recursive(n):
    if n:
        yield n
        yield from recursive(n - 1)
print(list(recursive(4)))
def running():
    try:
        next(self_ref)
    except ValueError as e:
        yield type(e).__name__ + ': ' + str(e)
self_ref = running()
print(next(self_ref))
def genexc():
    yield 1
    raise StopIteration('bad')
try:
    list(genexc())
except RuntimeError as e:
    print(type(e).__name__, e)
g = (x for x in range(3))
print(iter(g) is g)
def pairs(seq):
    it = iter(seq)
    for a in it:
        yield a, next(it, None)
print(list(pairs('abcde')))
