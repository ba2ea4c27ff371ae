import copy
orig = {'list': [1, [2, 3]], 'dict': {'k': {'x': 1}}, 't': (1, [9])}
deep = copy.deepcopy(orig)
orig['list'][1].append(4); orig['dict']['k']['x'] = 100; orig['t'][1].append(10)
print(deep)
shared = [1]
pair = [shared, shared]
d = copy.deepcopy(pair)
print(d[0] is d[1], d[0] is shared)
t = (1, 2, 'x')
print(copy.deepcopy(t) is t, copy.deepcopy(len) is len)
class Node:
    def __init__(self, v):
        self.v = v
        self.children = []
n = Node(1); n.children.append(Node(2))
m = copy.deepcopy(n)
m.children[0].v = 99
print(n.children[0].v, m.children[0].v)
