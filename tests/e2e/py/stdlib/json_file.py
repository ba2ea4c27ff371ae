import json
data = {'name': 'box', 'items': [1, 2, 3], 'nested': {'ok': True}}
with open('out.json', 'w') as f:
    json.dump(data, f, indent=2, sort_keys=True)
with open('out.json') as f:
    print(f.read())
with open('out.json') as f:
    print(json.load(f) == data)
