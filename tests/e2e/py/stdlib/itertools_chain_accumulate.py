import itertools as it
print(list(it.chain('ab', [1, 2], ())), list(it.chain()), list(it.chain.from_iterable(['xy', 'z'])))
print(list(it.accumulate([1, 2, 3, 4])), list(it.accumulate([1, 2, 3], lambda a, b: a * b)))
print(list(it.accumulate([5, 1, 7, 3], max)), list(it.accumulate([1, 2], initial=100)), list(it.accumulate([])))
print(list(it.accumulate(['a', 'b', 'c'])))
