# builtins_slice_iter_01: Monty language golden test
s = slice(1, 8, 2)
print(s, [0, 1, 2, 3, 4, 5, 6, 7, 8][s], 'abcdefghij'[s], s.indices(5))
print(slice(3), slice(None, None, -1), slice(1, 2) == slice(1, 2))
r = reversed('abc')
print(next(r), list(r))
print(list(iter(range(3))), list(iter({'a': 1})), list(iter('xy')))
e = enumerate(['p', 'q'])
print(next(e), next(e), next(e, 'done'))
f = filter(str.isdigit, 'a1b2')
print(list(f), list(f))
try:
    reversed({1, 2})
except TypeError as e:
    print(type(e).__name__, e)
try:
    iter(5)
except TypeError as e:
    print(type(e).__name__, e)
try:
    next([1])
except TypeError as e:
    print(type(e).__name__, e)
