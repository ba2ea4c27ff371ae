# func_closure_02: Monty language golden test
def make_accumulators():
    total = 0
    def add(n):
        nonlocal total
        total += n
        return total
    def reset():
        nonlocal total
        total = 0
    return add, reset
add, reset = make_accumulators()
print(add(1), add(5), reset(), add(2))
def memo(fn):
    cache = {}
    def inner(n):
        if n not in cache:
            cache[n] = fn(n)
        return cache[n]
    inner.cache = cache
    return inner
@memo
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)
print(fib(80), len(fib.cache))
def compose(*fns):
    def run(x):
        for f in reversed(fns):
            x = f(x)
        return x
    return run
print(compose(str, lambda x: x * 2, abs)(-21))
