from functools import partial
def f(a, b, c=0):
    return a + b + c
p = partial(f, 1, c=3)
print(p(2), p(2, c=0), p.args, p.keywords, callable(p))
print(repr(partial(len)).startswith('functools.partial(<built-in function len>'))
try:
    partial(5)
except TypeError as e:
    print('TypeError', e)
q = partial(p, 10)
print(q(), q.func is f, q.args, q.keywords)
