# gen_basic_01: Monty language golden test
def count(n):
    i = 0
    while i < n:
        yield i
        i += 1
print(list(count(4)))
g = count(2)
print(type(g).__name__, next(g), next(g))
try:
    next(g)
except StopIteration as e:
    print('stop', e.value)
def ret():
    yield 1
    return 'done'
g = ret()
next(g)
try:
    next(g)
except StopIteration as e:
    print('value', e.value)
print(next(iter(count(5))), sum(count(5)))
def fib():
    a, b = 0, 1
    while True:
        yield a
        a, b = b, a + b
f = fib()
print([next(f) for _ in range(10)])
print(next(count(0), 'default'))
