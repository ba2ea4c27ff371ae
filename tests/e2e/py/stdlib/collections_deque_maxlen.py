from collections import deque
w = deque(maxlen=3)
for i in range(6):
    w.append(i)
print(w, w.maxlen)
w.appendleft(-1); print(w)
w.extend([10, 11]); print(w)
print(deque('abc', 2), deque([1, 2]) == deque([1, 2]), deque([1]) < deque([2]))
try:
    w.insert(0, 5)
except IndexError as e:
    print('IndexError', e)
try:
    deque(maxlen=-1)
except ValueError as e:
    print('ValueError', e)
print(deque([1, 2]) + deque([3]), deque([1, 2]) * 2)
