# deque in C: mutation during iteration, and a deque that contains itself
from collections import deque


def report(label, mutate):
    d = deque([1, 2, 3])
    it = iter(d)
    first = next(it)
    mutate(d)
    try:
        rest = list(it)
        print(label, first, 'ok', rest)
    except RuntimeError as e:
        print(label, first, 'RuntimeError', e)


report('append', lambda d: d.append(4))
report('appendleft', lambda d: d.appendleft(0))
report('pop', lambda d: d.pop())
report('popleft', lambda d: d.popleft())
report('clear', lambda d: d.clear())
report('rotate', lambda d: d.rotate())
report('rotate0', lambda d: d.rotate(0))
report('remove', lambda d: d.remove(3))
report('insert', lambda d: d.insert(1, 9))
report('delitem', lambda d: d.__delitem__(0))
report('extend-empty', lambda d: d.extend([]))
report('reverse', lambda d: d.reverse())
report('setitem', lambda d: d.__setitem__(0, 'x'))
report('imul1', lambda d: d.__imul__(1))

d = deque([1, 2, 3])
try:
    for x in d:
        if x == 2:
            d.append(99)
except RuntimeError as e:
    print('loop', type(e).__name__, e)
it = iter(d)
print(list(it))
d.append(5)
try:
    next(it)
except RuntimeError as e:
    print('after end', e)
rit = reversed(deque('abc'))
print(next(rit), list(rit))
d = deque('xy')
rit = reversed(d)
next(rit)
d.appendleft('w')
try:
    next(rit)
except RuntimeError as e:
    print('reversed', e)
empty = deque()
it = iter(empty)
empty.clear()
print(list(it))


class Meddler:
    def __init__(self, target):
        self.target = target

    def __eq__(self, other):
        self.target.append('m')
        return False


for name in ('count', 'index', 'remove', 'contains'):
    q = deque()
    q.append(Meddler(q))
    q.append(1)
    try:
        if name == 'contains':
            print(1 in q)
        else:
            print(getattr(q, name)(1))
    except (RuntimeError, IndexError) as e:
        print(name, type(e).__name__, e)

s = deque([1])
s.append(s)
print(s)
print(repr(s), str(s))
s.appendleft([s, 'a'])
print(s)
t = deque([0], maxlen=5)
t.append(t)
print(t)
u = deque()
v = deque([u])
u.append(v)
print(u, v)
print(s == s, s[-1] is s, len(s))
lst = [s]
print(lst)


class Node:
    def __init__(self):
        self.q = deque([self])

    def __repr__(self):
        return f'Node({self.q!r})'


print(Node())
