from collections import ChainMap
a, b = {'x': 1}, {'x': 2, 'y': 3}
cm = ChainMap(a, b)
print(cm, cm['x'], cm['y'], len(cm), sorted(cm), cm.get('z', 0), 'y' in cm)
cm['z'] = 9
print(a, cm.maps)
child = cm.new_child({'x': 100})
print(child['x'], child.parents['x'], dict(child) == {'x': 100, 'y': 3, 'z': 9})
try:
    cm['nope']
except KeyError as e:
    print('KeyError', e)
del cm['z']
print(a)
