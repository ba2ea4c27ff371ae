# Lambdas as sort keys, callbacks and small factories.
people = [("ana", 31, "nyc"), ("bo", 25, "sf"), ("cy", 31, "la"), ("di", 25, "nyc")]
print(sorted(people, key=lambda p: p[1]))
print(sorted(people, key=lambda p: (-p[1], p[0])))
print(sorted(people, key=lambda p: p[2], reverse=True))
print(max(people, key=lambda p: len(p[2]))[0], min(people, key=lambda p: (p[1], p[2]))[0])
ops = {
    "add": lambda a, b: a + b,
    "sub": lambda a, b: a - b,
    "pow": lambda a, b=2: a ** b,
}
print({name: fn(5, 3) for name, fn in ops.items()}, ops["pow"](4))
make_multiplier = lambda n: lambda x: x * n
double, triple = make_multiplier(2), make_multiplier(3)
print(double(7), triple(7), (lambda: "no args")())
print(list(map(lambda s: s.strip().title(), [" ana ", "BO", "cy  "])))
print(list(filter(lambda n: n % 3 == 0, range(20))))
print((lambda *a, **k: (a, sorted(k)))(1, 2, z=1, y=2))
print((lambda x, /, y, *, z: x + y + z)(1, 2, z=3))
words = "banana Apple cherry apple Banana".split()
print(sorted(words, key=str.lower), sorted(words, key=lambda w: (w.lower(), w)))
f = lambda: None
print(f.__name__, f(), (lambda x: x).__qualname__)
adders = [lambda x, i=i: x + i for i in range(3)]
print([a(10) for a in adders])
