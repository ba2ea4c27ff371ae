# dict_merge_01: Monty language golden test
a = {'x': 1, 'y': 2}
b = {'y': 20, 'z': 30}
print(a | b, b | a, a)
a |= b
print(a)
a |= [('w', 0)]
print(a)
try:
    a | [('q', 1)]
except TypeError as e:
    print(type(e).__name__, e)
d = {}
d[1] = 'int'; d[1.0] = 'float'; d[True] = 'bool'
print(d)
order = {}
for ch in 'hello':
    order[ch] = order.get(ch, 0) + 1
print(order, list(order.items())[0])
del order['h']; order['h'] = 9
print(list(order))
print({**a, 'x': 'over'}, dict(sorted({'b': 1, 'a': 2}.items())))
print(repr({'k': [1, {'n': None}]}), str({1: 'a'}))
