# ops_starred_01: Monty language golden test
def f(*a, **k):
    return a, k
print(f(*[1, 2], *(3,), 4))
print(f(**{'a': 1}, **{'b': 2}, c=3))
print(f(*range(3), **dict(x=1)))
print([*range(3), *'ab', 9])
print((*[1, 2], 3), (*'xy',))
print({*[1, 2], *(2, 3)} == {1, 2, 3})
print({**{'a': 1, 'b': 2}, 'b': 3, **{'c': 4}})
first, *rest = [1, 2, 3]
print(first, rest)
print(*[1, 2, 3], sep='-')
print(*'abc')
try:
    f(**{'a': 1}, a=2)
except TypeError as e:
    print(type(e).__name__, e)
