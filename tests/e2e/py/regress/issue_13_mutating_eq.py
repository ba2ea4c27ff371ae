# issue 13: __eq__/__hash__ callbacks that change the container C is walking
from collections import deque

d = {}


class K:
    def __hash__(s):
        return 1

    def __eq__(s, o):
        d.clear()
        return False


d[K()] = 1
d[K()] = 2
print("dict clear in insert", len(d))

d = {}
for i in range(5):
    d[K()] = i
# CPython's count here depends on its table layout (1 or 2); the point is no crash
print("dict repeated", len(d) in (1, 2))


class Grow:
    def __init__(self, target):
        self.target = target

    def __hash__(self):
        return 7

    def __eq__(self, o):
        for i in range(100):
            self.target[("grow", i)] = i
        return False


g = {}
g[Grow(g)] = 1
g[Grow(g)] = 2
print("dict grown in insert", len(g))
print("lookup", Grow({}) in g, g.get(Grow(g)))


class Del:
    def __init__(self, target):
        self.target = target

    def __hash__(self):
        return 3

    def __eq__(self, o):
        self.target.clear()
        return True


dd = {}
dd[Del(dd)] = 1
try:
    del dd[Del(dd)]
    print("del ok", len(dd))
except KeyError:
    print("del KeyError")
dd[Del(dd)] = 1
print("pop", dd.pop(Del(dd), "missing"), len(dd))

# sets
s = set()


class SK:
    def __hash__(self):
        return 1

    def __eq__(self, o):
        s.clear()
        return False


s.add(SK())
s.add(SK())
print("set clear in add", len(s))
s.add(SK())
print("set in", SK() in s)
s.add(SK())
s.discard(SK())
print("set discard", len(s))


class SG:
    def __init__(self, target):
        self.target = target

    def __hash__(self):
        return 5

    def __eq__(self, o):
        for i in range(50):
            self.target.add(("g", i))
        return False


gs = set()
gs.add(SG(gs))
gs.add(SG(gs))
print("set grown in add", len(gs))
print("set in", SG(set()) in gs)

# set comparisons and operations whose members change the set being walked
a = set()


class M:
    def __init__(self, n):
        self.n = n

    def __hash__(self):
        return self.n

    def __eq__(self, o):
        a.clear()
        return isinstance(o, M) and o.n == self.n


a.update(M(i) for i in range(6))
b = set(M(i) for i in range(6))
print("set ==", type(a == b).__name__)
a.update(M(i) for i in range(6))
print("set <=", type(a <= b).__name__)
a.update(M(i) for i in range(6))
print("intersection", type(a & b).__name__)
a.update(M(i) for i in range(6))
print("difference", type(a - b).__name__)
a.update(M(i) for i in range(6))
print("isdisjoint", type(a.isdisjoint(b)).__name__)

# lists
l = []


class LE:
    def __eq__(self, o):
        l.clear()
        return True


l.extend([1, LE(), 3])
l.remove(object())
print("list.remove", len(l))
l.extend([LE(), 2])
print("list.index", l.index(object()))
l.extend([LE(), LE(), LE()])
print("list.count", l.count(object()) >= 1)
l.extend([LE(), 2])
print("list in", object() in l)
l.extend([LE(), 2])
print("list ==", type(l == [object(), 2]).__name__)

# dict comparisons and views
x = {}


class VE:
    def __eq__(self, o):
        x.clear()
        return True

    __hash__ = object.__hash__


x.update({1: VE(), 2: VE()})
print("dict ==", type(x == {1: 0, 2: 0}).__name__)
x.update({1: VE(), 2: VE()})
print("items in", (1, 5) in x.items())

# deque
q = deque()


class QE:
    def __eq__(self, o):
        q.clear()
        return False


q.extend([QE(), QE(), 1])
try:
    print("deque.count", q.count(1))
except RuntimeError as e:
    print("RuntimeError", e)
q.extend([QE(), QE(), 1])
try:
    print("deque in", 1 in q)
except RuntimeError as e:
    print("RuntimeError", e)
q.extend([QE(), QE(), 1])
try:
    print("deque.index", q.index(1))
except (RuntimeError, ValueError) as e:
    print(type(e).__name__, e)
q.extend([QE(), QE(), 1])
try:
    q.remove(1)
    print("deque.remove", len(q))
except (RuntimeError, ValueError, IndexError) as e:
    print(type(e).__name__, e)
print("done")

# popitem removes its entry without a lookup that could call __eq__
pd = {}


class PK:
    def __init__(self, n):
        self.n = n

    def __hash__(self):
        return 1

    def __eq__(self, o):
        for i in range(20):
            pd[("added", self.n, i)] = i
        return self is o


pd[PK(1)] = "a"
pd[PK(2)] = "b"
k, v = pd.popitem()
print("popitem", k.n, v, len(pd))
pd[PK(3)] = "c"
print("after", len(pd), sorted(x.n for x in pd if isinstance(x, PK)))
while pd:
    pd.popitem()
print("emptied", len(pd))
print("done popitem")
