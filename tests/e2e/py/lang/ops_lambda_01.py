# ops_lambda_01: Monty language golden test
add = lambda a, b=10: a + b
print(add(1), add(1, 2), add(b=5, a=1))
print((lambda *a, **k: (a, sorted(k.items())))(1, 2, x=3))
print((lambda: 'nullary')())
adders = [lambda x, n=n: x + n for n in range(3)]
print([a(10) for a in adders])
late = [lambda x: x + n for n in range(3)]
print([a(10) for a in late])
print(sorted(['bb', 'a', 'ccc'], key=lambda s: -len(s)))
print(add.__name__, (lambda: 0).__qualname__)
curry = lambda a: lambda b: lambda c: a + b + c
print(curry(1)(2)(3))
print((lambda a, /, b, *, c: (a, b, c))(1, b=2, c=3))
