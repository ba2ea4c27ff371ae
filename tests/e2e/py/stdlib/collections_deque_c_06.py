# deque in C: subclasses, copy.copy, copy.deepcopy, typing
import copy
from collections import deque


class MyQ(deque):
    def __init__(self, items=(), tag='q'):
        super().__init__(items, maxlen=5)
        self.tag = tag

    def push(self, x):
        self.append(x)
        return self


q = MyQ([1, 2, 3], tag='t')
print(q, type(q).__name__, q.tag, q.maxlen, isinstance(q, deque), len(q))
q.push(4).push(5).push(6)
print(q, q.popleft(), q[0], q[-1])
print(MyQ.__mro__)


class Plain(deque):
    pass


p = Plain('abc', 2)
print(p, repr(p), p.maxlen, type(p.copy()).__name__, p.copy())
p.extra = 1
print(p.__dict__, p == deque('bc'), deque('bc') == p)
print(p + deque('z'), type(p + deque('z')).__name__, p * 2, type(p * 2).__name__)
p += 'q'
print(p, type(p).__name__)


class Logged(deque):
    def append(self, x):
        print('append', x)
        super().append(x)

    def __repr__(self):
        return 'Logged' + super().__repr__()


lg = Logged()
lg.append(1)
lg.extend([2])
print(lg, list(lg))


class Counted(deque):
    def __len__(self):
        return 42

    def __getitem__(self, i):
        return 'item'


c = Counted([1, 2])
print(len(c), c[0], list(c), bool(c))

d = deque([1, [2, 3]], maxlen=4)
c1 = copy.copy(d)
c2 = copy.deepcopy(d)
d[1].append(4)
print(c1, c2, c1.maxlen, c2.maxlen, c1[1] is d[1], c2[1] is d[1])
s = deque([1])
s.append(s)
sc = copy.deepcopy(s)
print(sc, sc[1] is sc, sc is s)
pc = copy.copy(p)
pd = copy.deepcopy(p)
print(type(pc).__name__, pc, getattr(pc, 'extra', None), type(pd).__name__, pd, pd.extra)
shared = [0]
pair = deque([shared, shared])
pc2 = copy.deepcopy(pair)
print(pc2[0] is pc2[1], pc2[0] is shared)
print(deque[int], copy.copy(deque()), copy.deepcopy(deque(maxlen=0)))
mq = copy.deepcopy(MyQ([1, 2], tag='deep'))
print(mq, mq.tag, type(mq).__name__)
