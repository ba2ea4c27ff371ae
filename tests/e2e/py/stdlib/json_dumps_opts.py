import json
d = {'b': [1, 2, {'c': None}], 'a': 'x', 'n': {'z': True, 'y': False}}
print(json.dumps(d, indent=3))
print(json.dumps(d, indent='--', sort_keys=True))
print(json.dumps(d, separators=(',', '=')))
print(json.dumps([1, [2, [3, []]], {}], indent=0))
print(json.dumps('tab\tnew\nquote"back\\slash\x01\x7f'))
print(json.dumps('😀 é ü', ensure_ascii=False), json.dumps('😀 é'))
print(json.dumps({2.5: 1, None: 2, False: 3, 10 ** 20: 4}))
print(json.dumps(float('nan')), json.dumps(-float('inf')), json.dumps(1e-7), json.dumps(123456789012345678901234567890))
class P:
    def __init__(self, x):
        self.x = x
print(json.dumps({'p': P(3)}, default=lambda o: {'P': o.x}))
print(json.dumps({(1, 2): 'skip', 'k': 1}, skipkeys=True))
