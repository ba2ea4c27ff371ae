# builtins_hash_id_01: Monty language golden test
print(hash(0), hash(1), hash(-1), hash(-2), hash(10 ** 20) == hash(10 ** 20), hash(2 ** 61 - 1), hash(2 ** 61))
print(hash(1.5), hash(-0.0), hash(0.0), hash(float('inf')), hash((1, 'a')) == hash((1, 'a')))
print(hash(frozenset()) == hash(frozenset()), hash(None) == hash(None), hash(True))
try:
    hash({})
except TypeError as e:
    print(type(e).__name__, e)
try:
    hash({1})
except TypeError as e:
    print(type(e).__name__, e)
a = []
print(id(a) == id(a), isinstance(id(a), int))
