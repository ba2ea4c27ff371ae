# issue 13: the repr guard covers every container type, tuples included
from collections import Counter, OrderedDict, defaultdict, deque

a = []
t = (a,)
a.append(t)
print(a, t)
print(repr(a), str(t))

l = [1]
l.append(l)
print(l)
d = {}
d["self"] = d
d["list"] = [d]
print(d)
s = set()
s.add(((s.__class__.__name__), (1,)))
print(s)

# a frozenset cannot contain itself, but a list inside one can refer back to it
h = []
f = frozenset([1])
print(f)

q = deque([1])
q.append(q)
print(q)
q2 = deque([[]], maxlen=3)
q2[0].append(q2)
print(q2)

od = OrderedDict()
od["a"] = od
print(od)
dd = defaultdict(list)
dd["x"] = dd
print(dd)
c = Counter()
c["x"] = [c]
print(c)

dv = {}
dv["v"] = dv.values()
print(dv)
dk = {1: 2}
dk[3] = [dk.items()]
print(dk)

# nested cycles longer than any fixed table
outer = []
cur = outer
for i in range(100):
    nxt = []
    cur.append(nxt)
    cur = nxt
cur.append(outer)
r = repr(outer)
print(len(r), r[:5], r[-5:])
chain = []
cur = chain
for i in range(100):
    nxt = []
    cur.append(nxt)
    cur = nxt
loop = [1]
loop.append(loop)
cur.append(loop)
r = repr(chain)
print(len(r), r[-12:])


class Node:
    def __init__(self):
        self.children = []

    def __repr__(self):
        return "Node(%r)" % (self.children,)


n = Node()
n.children.append(n)
try:
    print(n)
except RecursionError:
    print("Node RecursionError")

# the guard is released after an error inside a repr
class Bad:
    def __repr__(self):
        raise ValueError("no repr")


x = [Bad()]
x.append(x)
try:
    repr(x)
except ValueError as e:
    print("ValueError", e)
x.pop(0)
print(x)
tt = ([],)
try:
    tt[0].append(Bad())
    repr(tt)
except ValueError as e:
    print("ValueError", e)
tt[0].pop()
tt[0].append(tt)
print(tt)
