import itertools as it
def batched(iterable, n):
    i = iter(iterable)
    while True:
        b = tuple(it.islice(i, n))
        if not b:
            return
        yield b
print(list(batched('ABCDEFG', 3)))
def flatten(xss):
    return list(it.chain.from_iterable(xss))
print(flatten([[1, 2], [3], []]))
print(sum(1 for _ in it.combinations(range(6), 3)), dict(zip('abc', it.count(1))))
print([''.join(p) for p in it.permutations('abc')])
print(list(it.accumulate(it.repeat(2, 4), lambda a, b: a * b)))
