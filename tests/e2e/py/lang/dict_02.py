# dict_02: Monty language golden test
inventory = {'apples': 3, 'pears': 0}
inventory['bananas'] = 5
inventory['apples'] += 2
print(inventory, sorted(inventory.items(), key=lambda kv: kv[1]))
print({k: v for k, v in inventory.items() if v}, max(inventory, key=inventory.get))
counts = {}
for w in 'the cat the hat the'.split():
    counts[w] = counts.get(w, 0) + 1
print(counts, sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])))
groups = {}
for w in ['ant', 'bee', 'ape', 'bat', 'cow']:
    groups.setdefault(w[0], []).append(w)
print(groups)
nested = {'a': {'b': {'c': 1}}}
print(nested['a']['b']['c'], nested.get('x', {}).get('y'), list(nested['a']))
d = dict(zip('abc', range(3)))
print(d, {v: k for k, v in d.items()}, len(d), list(d.values()), next(iter(d)))
d2 = {}
d2.update(a=1)
d2.update({'b': 2})
print(d2, d2 == {'b': 2, 'a': 1}, list(d2) == ['a', 'b'])
