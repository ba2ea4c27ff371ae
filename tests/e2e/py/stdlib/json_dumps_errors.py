import json
for obj in [{1, 2}, b'bytes', {'a': object}, [complex(1, 2)]]:
    try:
        json.dumps(obj)
    except TypeError as e:
        print('TypeError:', e)
try:
    json.dumps({(1, 2): 3})
except TypeError as e:
    print('TypeError:', e)
try:
    json.dumps(float('nan'), allow_nan=False)
except ValueError as e:
    print('ValueError:', e)
a = []
a.append(a)
try:
    json.dumps(a)
except ValueError as e:
    print('ValueError:', e)
d = {}
d['self'] = d
try:
    json.dumps(d)
except ValueError as e:
    print('ValueError:', e)
try:
    json.dumps({'a': 1, 2: 3}, sort_keys=True)
except TypeError as e:
    print('TypeError:', e)
