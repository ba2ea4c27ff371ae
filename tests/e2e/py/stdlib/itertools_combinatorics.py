import itertools as it
print(list(it.product('ab', repeat=2)), list(it.product([1, 2], 'x')), list(it.product()))
print(list(it.permutations('abc', 2)), len(list(it.permutations(range(5)))))
print(list(it.combinations('ABCD', 2)), list(it.combinations(range(4), 3)), list(it.combinations('ab', 3)))
print(list(it.combinations_with_replacement('ABC', 2)))
print(list(it.permutations([], 0)), list(it.combinations([], 0)))
for f in (lambda: it.permutations('a', -1), lambda: it.combinations('a', -1), lambda: it.product('a', repeat=-1)):
    try:
        f()
    except ValueError as e:
        print('ValueError', e)
