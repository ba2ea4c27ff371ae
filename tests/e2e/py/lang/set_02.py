# set_02: Monty language golden test
a = set('hello world')
print(sorted(a), len(a), 'o' in a, sorted(a - set('lo ')))
seen = set()
dups = []
for x in [1, 2, 1, 3, 2, 4]:
    if x in seen:
        dups.append(x)
    seen.add(x)
print(dups, sorted(seen))
print(sorted(set([3, 1]) | set([2])), {1, 2} & {2, 3} == {2}, len({(1, 2), (1, 2)}))
s = {1, 2, 3}
t = s.copy()
t.add(4)
print(len(s), len(t), s < t, t > s, s.union() == s, sorted({1} ^ {1, 2}))
print({x for x in range(10) if x % 2} == set(range(1, 10, 2)), set() == frozenset(), bool(set()))
print(sorted(set.union({1}, {2}, {3})), sorted(set.intersection({1, 2}, {2, 3}, {2})))
