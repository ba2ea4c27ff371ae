import copy
orig = {'a': [1, 2], 'b': (3, [4])}
s = copy.copy(orig)
s['a'].append(3)
print(orig, s is orig, s['a'] is orig['a'])
lst = [[1], [2]]
c = copy.copy(lst)
print(c == lst, c is lst, c[0] is lst[0])
print(copy.copy(5), copy.copy('x'), copy.copy((1, 2)), copy.copy({1, 2}), copy.copy(bytearray(b'ab')))
class P:
    def __init__(self):
        self.items = [1]
p = P()
q = copy.copy(p)
q.items.append(2)
print(p.items, q is p, type(q).__name__)
