# deque in C: maxlen behaviour
from collections import deque

d = deque(maxlen=3)
print(d, d.maxlen, deque().maxlen)
for i in range(5):
    d.append(i)
    print(d)
d.appendleft('a')
print(d)
d.extend('xy')
print(d)
d.extendleft([7, 8])
print(d)
d.extend(d)
print(d)
d.extendleft(d)
print(d)
print(deque(range(10), 4), deque('abcdef', maxlen=2), deque(range(3), maxlen=True))
z = deque([1, 2, 3], maxlen=0)
z.append(1)
z.appendleft(2)
z.extend(range(3))
z.extendleft(iter('ab'))
print(z, len(z), z.maxlen)
seen = []


def gen():
    for i in range(3):
        seen.append(i)
        yield i


z.extend(gen())
print(seen, z)
m = deque([1, 2, 3], maxlen=5)
m.insert(1, 'i')
m.insert(-1, 'j')
print(m)
try:
    m.insert(0, 'k')
except IndexError as e:
    print('IndexError', e)
print(m.copy(), m.copy().maxlen, m + deque([9, 9, 9]), (m + deque()).maxlen)
print(m * 2, deque([7], 5) * 10, deque([1, 2, 3], 5) * 4, deque([1], 3) * 0)
n = deque([1, 2], maxlen=3)
n *= 5
print(n)
n += range(10, 15)
print(n)
print(deque([1, 2, 3, 4], maxlen=4) == deque([1, 2, 3, 4]))
r = deque(range(4), maxlen=4)
r.rotate(1)
print(r)
r.rotate(-2)
print(r)
r.reverse()
print(r, r.pop(), r.popleft(), r)
r.append(10)
r.append(11)
r.append(12)
print(r)
del r[0]
print(r, r.maxlen)
r.__init__('abcdef', 2)
print(r)
r.__init__()
print(r, r.maxlen)
w = deque(maxlen=1)
for ch in 'hello':
    w.append(ch)
print(w, w[0], w[-1])
print(repr(deque(maxlen=0)), repr(deque([None], maxlen=10)))
