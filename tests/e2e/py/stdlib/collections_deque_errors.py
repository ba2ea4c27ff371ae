from collections import deque
for f in (lambda: deque().pop(), lambda: deque().popleft(), lambda: deque([1])[3],
          lambda: deque([1]).remove(9), lambda: deque([1])['x']):
    try:
        f()
    except (IndexError, ValueError, TypeError) as e:
        print(type(e).__name__, e)
try:
    hash(deque())
except TypeError as e:
    print('TypeError', e)
