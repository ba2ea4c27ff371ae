# expect: spec
# issue 13: iterators, C callables and deques nested 200,000 deep. CPython 3.11 overflows its C
# stack on these (SIGSEGV); monty raises RecursionError when its stack runs low.
import functools
from collections import deque

# CPython frees nested deques recursively; monty's deallocation is iterative
q = deque()
for i in range(200000):
    q = deque([q])
del q
print("deque freed")

N = 200000
g = iter([1])
for i in range(N):
    g = map(abs, g)
try:
    next(g)
except RecursionError:
    pass
print("map chain done")
del g
g = iter([1])
for i in range(N):
    g = filter(None, g)
try:
    next(g)
except RecursionError:
    pass
print("filter chain done")
del g

f = abs
for i in range(N):
    f = functools.partial(f)
try:
    f(-1)
except RecursionError:
    pass
print("partial chain done")
g = iter([1])
for i in range(N):
    g = zip(g)
try:
    next(g)
except RecursionError:
    pass
print("zip chain done")
g = iter([1])
for i in range(N):
    g = enumerate(g)
try:
    next(g)
except RecursionError:
    pass
print("enumerate chain done")
