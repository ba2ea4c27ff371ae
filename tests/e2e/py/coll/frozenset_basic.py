f = frozenset([1, 2, 2])
print(f, len(f), hash(f) == hash(frozenset([2, 1])), {f: 1}[frozenset({1, 2})], f | {3})
