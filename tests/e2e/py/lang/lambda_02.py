# lambda_02: Monty language golden test
ops = {'+': lambda a, b: a + b, '-': lambda a, b: a - b, '*': lambda a, b: a * b}
print({k: f(6, 3) for k, f in ops.items()})
print(list(map(lambda x: x ** 2, range(5))), list(filter(lambda s: s.startswith('a'), ['ab', 'ba', 'ac'])))
import functools
print(functools.reduce(lambda acc, x: acc + [acc[-1] + x], [1, 2, 3], [0]))
print((lambda x, y=2, *r, z=3, **k: (x, y, r, z, k))(1, 5, 6, z=0, w=9))
key = lambda p: (-p[1], p[0])
print(sorted([('a', 1), ('b', 3), ('c', 3)], key=key))
f = lambda: (yield)
print(type(f()).__name__)
print((lambda: lambda: 'inner')()(), (lambda *a: sum(a))(1, 2, 3))
