import itertools as it
for k, g in it.groupby('AAAABBBCCDAABBB'):
    print(k, list(g))
print([(k, len(list(g))) for k, g in it.groupby([1, 1, 2, 3, 3, 3])])
rows = [('a', 1), ('a', 2), ('b', 3)]
print({k: [v for _, v in g] for k, g in it.groupby(rows, key=lambda r: r[0])})
g = it.groupby('aabbc')
k1, g1 = next(g)
k2, g2 = next(g)
print(k1, list(g1), k2, list(g2))
print(list(it.groupby([])))
