from collections import deque
d = deque([1, 2, 3])
d.append(4); d.appendleft(0)
print(d, len(d), d[0], d[-1], 2 in d)
print(d.pop(), d.popleft(), d)
d.extend('ab'); d.extendleft('xy')
print(d, list(reversed(d)))
d.rotate(2); print(d)
d.rotate(-3); print(d)
d[1] = 'Z'; del d[0]
print(d, d.count('a'), d.index('a'))
d.reverse(); print(d)
d.clear(); print(d, bool(d))
