import copy
a = [1]
a.append(a)
b = copy.deepcopy(a)
print(b[1] is b, b is a, len(b))
d = {}
d['self'] = d
e = copy.deepcopy(d)
print(e['self'] is e, e is d)
class N:
    pass
x = N(); x.me = x
y = copy.deepcopy(x)
print(y.me is y, y is x)
memo = {}
l = [1, 2]
c1 = copy.deepcopy(l, memo)
print(copy.deepcopy(l, memo) is c1)
