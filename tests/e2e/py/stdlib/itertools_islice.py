import itertools as it
print(list(it.islice('ABCDEFG', 2)), list(it.islice('ABCDEFG', 2, 4)), list(it.islice('ABCDEFG', 2, None)))
print(list(it.islice('ABCDEFG', 0, None, 2)), list(it.islice(range(100), 10, 30, 7)))
src = iter(range(10))
print(list(it.islice(src, 3)), next(src))
for args in [(-1,), (0, -1), (0, 5, 0), ('a',)]:
    try:
        it.islice('abc', *args)
    except ValueError as e:
        print('ValueError', e)
