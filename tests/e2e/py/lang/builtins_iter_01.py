# builtins_iter_01: Monty language golden test
print(list(enumerate('abc')), list(enumerate('ab', 10)), list(zip([1, 2, 3], 'ab')), list(zip()))
print(list(map(str, [1, 2])), list(map(lambda a, b: a * b, [1, 2], [3, 4, 5])), list(filter(None, [0, 1, '', 'x'])))
print(list(filter(lambda x: x % 2, range(6))), list(reversed([1, 2, 3])), list(reversed((1, 2))))
print(sorted([3, 1, 2]), sorted('bca', reverse=True), sorted({'b': 1, 'a': 2}), sorted([(1, 'b'), (1, 'a')]))
print(all([]), any([]), all([1, 'x']), any([0, '', None]), all(x for x in [1, 0]), any(iter([0, 3])))
it = iter([1, 2])
print(next(it), next(it), next(it, 'stop'))
try:
    next(it)
except StopIteration as e:
    print('StopIteration', e.args)
calls = iter([5, 4, 3, 'end', 2])
print(list(iter(lambda: next(calls), 'end')))
try:
    list(zip([1, 2], [1], strict=True))
except ValueError as e:
    print(type(e).__name__, e)
z = zip('ab', [1, 2])
print(next(z), list(z), list(z))
m = map(int, ['1', 'x'])
print(next(m))
try:
    next(m)
except ValueError as e:
    print(type(e).__name__, e)
print(type(enumerate([])).__name__, type(zip()).__name__, type(map(str, [])).__name__, type(iter([])).__name__)
