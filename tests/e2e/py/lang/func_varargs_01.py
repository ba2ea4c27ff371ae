# func_varargs_01: Monty language golden test
def f(*args, **kwargs):
    return args, kwargs
print(f())
print(f(1, 2, a=3))
def g(a, b, *rest, key='k', **opts):
    return a, b, rest, key, opts
print(g(1, 2))
print(g(1, 2, 3, 4, key='x', z=1))
print(g(*[1, 2, 3], **{'key': 'kw', 'other': 0}))
def total(*nums):
    return sum(nums)
print(total(), total(1, 2, 3), total(*range(10)))
def kw(**k):
    return sorted(k)
print(kw(b=1, a=2), kw(**{'x y': 1}))
