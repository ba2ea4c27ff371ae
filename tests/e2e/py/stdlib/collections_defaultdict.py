from collections import defaultdict
dd = defaultdict(list)
for k, v in [('a', 1), ('b', 2), ('a', 3)]:
    dd[k].append(v)
print(dd, dd['a'], len(dd))
counts = defaultdict(int)
for ch in 'hello':
    counts[ch] += 1
print(dict(counts), counts.default_factory)
print(defaultdict(None, x=1), 'x' in dd)
nd = defaultdict(lambda: 'n/a'); print(nd['q'], dict(nd))
try:
    defaultdict(None)['missing']
except KeyError as e:
    print('KeyError', e)
try:
    defaultdict(5)
except TypeError as e:
    print('TypeError', e)
c = dd.copy(); c['z'].append(0); print(sorted(c), sorted(dd))
