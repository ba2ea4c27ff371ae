# deepcopy while a __deepcopy__ hook mutates the container being copied: a set is walked
# from a snapshot of its members, a deque through its own iterator (which then refuses)
import copy
from collections import deque


class Wipe:
    def __init__(self, target):
        self.target = target

    def __hash__(self):
        return 1

    def __deepcopy__(self, memo):
        self.target[0].clear()
        return 'wiped'


holder = [None]
s = {Wipe(holder), 1, 2}
holder[0] = s
print(sorted(copy.deepcopy(s), key=str))

holder2 = [None]
dq = deque([Wipe(holder2), 1, 2])
holder2[0] = dq
try:
    copy.deepcopy(dq)
    print('no error')
except RuntimeError as e:
    print('RuntimeError:', e)

# without mutation both still copy in full
print(sorted(copy.deepcopy({3, 4})), copy.deepcopy(deque([[1], [2]], maxlen=4)))
