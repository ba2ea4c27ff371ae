import itertools as it
print(list(it.islice(it.count(), 3)), list(it.islice(it.count(10, -2), 4)), list(it.islice(it.count(0.5, 0.5), 3)))
print(list(it.islice(it.cycle('abc'), 7)), list(it.cycle([])))
print(list(it.repeat('x', 3)), list(it.repeat(1, 0)), list(it.islice(it.repeat(7), 2)))
print(list(zip(it.count(1), 'ab')))
print(repr(it.count(5)), repr(it.repeat('a', 2)))
