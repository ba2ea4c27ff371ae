# frozenset_01: Monty language golden test
f = frozenset([1, 2, 2, 3])
print(sorted(f), len(f), 1 in f, hash(f) == hash(frozenset({3, 2, 1})))
d = {f: 'fs'}
print(d[frozenset({1, 2, 3})])
print(type(f | {4}).__name__, type({4} | f).__name__, sorted(f & {2, 9}), f == {1, 2, 3})
try:
    f.add(4)
except AttributeError as e:
    print(type(e).__name__, e)
print({frozenset(): 1}, frozenset('aa'), sorted(frozenset(range(3)).union([7])))
s = {frozenset({1}), frozenset({1})}
print(len(s), f.copy() == f, f.issubset(range(5)))
