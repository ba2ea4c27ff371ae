# issue 16: a __hash__ result that fits 64 bits is the hash itself (CPython's slot_tp_hash),
# so an object can hash like the str or int it stands for; -1 becomes -2; past 64 bits the
# int's own hash
class K:
    def __hash__(self): return hash('abc')
print(hash(K()) == hash('abc'))
class S(str):
    def __hash__(self): return hash(str(self))
d = {'x': 1}
print(d.get(S('x')), S('x') in d, {S('y'): 2}.get('y'), {S('y'): 2}['y'])
for v in [-1, 0, 5, 2**61 - 1, 2**61, 2**62, 2**63 - 1, -2**63, 2**63, 2**64 + 5, -2**63 - 1, -2**100, True]:
    class H:
        def __hash__(self, v=v): return v
    print(v, hash(H()))
class MyInt(int):
    pass
class M:
    def __hash__(self): return MyInt(7)
print(hash(M()))
class Bad:
    def __hash__(self): return 1.5
try:
    hash(Bad())
except TypeError as e:
    print('TypeError', e)
