# Issue 13 (differential run, seed 40002): a deque's reverse iterator that has nothing
# left ends quietly even after the deque changed, as CPython's; the forward one raises.
from collections import deque

for mk in (iter, reversed):
    for start in ([1], [1, 3]):
        a = deque(start)
        it = mk(a)
        next(it)
        a.append(2)
        try:
            print(mk.__name__, start, next(it, "end"))
        except RuntimeError as e:
            print(mk.__name__, start, "RuntimeError:", e)
a = deque([256])
a.extend(reversed(a))
print(list(a))
a = deque([1, 2])
try:
    a.extend(reversed(a))
except RuntimeError as e:
    print("RuntimeError:", e, list(a))
