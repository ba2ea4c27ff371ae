# Counter.most_common(n) takes n the way CPython's (heapq.nlargest) does: n == 1 first, then
# n against the size, then range(0, -n, -1), so a bad n fails with the same error
from collections import Counter


def show(n, label=None):
    label = repr(n) if label is None else label
    try:
        print(label, Counter('aabbbc').most_common(n))
    except Exception as e:
        print(label, type(e).__name__, e)


for n in (None, 0, 1, 2, 3, 7, -1, True, False, 2**70, -(2**70), 1.0, 1.5, 2.5, 9.5, 'x', [1]):
    show(n)


class Two:
    def __index__(self):
        return 2

    def __ge__(self, other):
        return False

    def __eq__(self, other):
        return False

    def __neg__(self):
        return -2


show(Two(), 'Two()')
