from collections import OrderedDict
od = OrderedDict()
od['b'] = 1; od['a'] = 2; od['c'] = 3
print(od, list(od))
od.move_to_end('b'); print(list(od.items()))
od.move_to_end('c', last=False); print(list(od.keys()))
print(od.popitem(), od.popitem(last=False), od)
print(OrderedDict(a=1, b=2) == OrderedDict(b=2, a=1), OrderedDict(a=1, b=2) == {'b': 2, 'a': 1})
print(OrderedDict.fromkeys('xyz', 0), OrderedDict())
try:
    OrderedDict().popitem()
except KeyError as e:
    print('KeyError', e)
try:
    od.move_to_end('nope')
except KeyError as e:
    print('KeyError', e)
