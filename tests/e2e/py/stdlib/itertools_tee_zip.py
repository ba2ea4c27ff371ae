import itertools as it
a, b = it.tee(iter([1, 2, 3]))
print(next(a), list(b), list(a))
x, y, z = it.tee('ab', 3)
print(list(x), list(y), list(z))
print(list(it.zip_longest('ABCD', 'xy', fillvalue='-')), list(it.zip_longest([1], [], [2, 3])))
try:
    it.tee([1], -1)
except ValueError as e:
    print('ValueError', e)
