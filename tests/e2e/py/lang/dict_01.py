# dict_01: Monty language golden test
d = {'a': 1, 'b': 2}
d['c'] = 3
print(d, len(d), d['a'], d.get('z'), d.get('z', 0), 'a' in d, list(d))
print(d.keys(), d.values(), d.items())
print(d.pop('a'), d.pop('zz', 'dflt'), d.setdefault('b', 9), d.setdefault('n', []), d)
d.update({'x': 1}, y=2); d.update([('z', 3)])
print(d, d.popitem(), d)
print(dict(a=1), dict([(1, 2)]), dict({'k': 'v'}, k2=3), dict.fromkeys('ab'), dict.fromkeys([1, 2], 0))
c = d.copy(); c['new'] = 1
print('new' in d, c == d, {1: 2} == {1: 2.0})
d.clear(); print(d, bool(d))
try:
    {}['missing']
except KeyError as e:
    print(type(e).__name__, e)
try:
    {}.popitem()
except KeyError as e:
    print(type(e).__name__, e)
try:
    {[]: 1}
except TypeError as e:
    print(type(e).__name__, e)
