# dict_order_01: Monty language golden test
d = {}
d['z'] = 1
d['a'] = 2
d['m'] = 3
print(list(d), list(d.values()))
d['z'] = 10
print(list(d.items()))
del d['a']
d['a'] = 20
print(list(d))
print(dict(sorted(d.items())), dict(reversed(list(d.items()))))
e = {k: None for k in 'hello'}
print(list(e), ''.join(e))
print({1: 'a', 2: 'b'} == {2: 'b', 1: 'a'}, list({2: 0, 1: 0}))
