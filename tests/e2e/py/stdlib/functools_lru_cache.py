from functools import lru_cache, cache
calls = []
@lru_cache(maxsize=2)
def sq(x):
    calls.append(x)
    return x * x
print([sq(i) for i in (1, 2, 1, 3, 1, 2)], calls)
print(sq.cache_info())
sq.cache_clear()
print(sq.cache_info(), sq.cache_info().hits, sq.__name__)
@cache
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)
print(fib(80), fib.cache_info().currsize)
@lru_cache
def ident(x):
    return x
print(ident(3), ident(3), ident.cache_info())
@lru_cache(maxsize=None)
def kw(a, b=0):
    return a + b
print(kw(1, b=2), kw(1, b=2), kw.cache_info().hits)
