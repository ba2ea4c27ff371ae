import itertools as it
print(list(it.compress('ABCDEF', [1, 0, 1, 0, 1, 1])))
print(list(it.dropwhile(lambda x: x < 5, [1, 4, 6, 4, 1])), list(it.takewhile(lambda x: x < 5, [1, 4, 6, 4, 1])))
print(list(it.filterfalse(lambda x: x % 2, range(10))), list(it.filterfalse(None, [0, 1, '', 'a'])))
print(list(it.starmap(pow, [(2, 5), (3, 2), (10, 3)])), list(it.starmap(lambda *a: sum(a), [(1, 2, 3)])))
print(list(it.pairwise('ABCD')), list(it.pairwise([1])))
