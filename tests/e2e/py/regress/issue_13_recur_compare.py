# issue 13: recursive comparisons raise RecursionError instead of overflowing the C stack
def kind(f):
    try:
        return repr(f())
    except RecursionError as e:
        return "RecursionError: " + str(e)

x = []; x.append(x)
y = []; y.append(y)
print("list ==", kind(lambda: x == y))
print("list <", kind(lambda: x < y))
print("list is self", x == x)
dx = {}; dx[1] = dx
dy = {}; dy[1] = dy
print("dict ==", kind(lambda: dx == dy))
tx = ([],); tx[0].append(tx)
ty = ([],); ty[0].append(ty)
print("tuple ==", kind(lambda: tx == ty))

def deep(n, wrap):
    a = wrap(0)
    for i in range(n):
        a = wrap(a)
    return a

N = 100000
for name, wrap in [("list", lambda v: [v]), ("tuple", lambda v: (v,)),
                   ("dict", lambda v: {1: v})]:
    a = deep(N, wrap)
    b = deep(N, wrap)
    print(name, "deep ==", kind(lambda: a == b))
    print(name, "deep !=", kind(lambda: a != b))
    if name != "dict":
        print(name, "deep <", kind(lambda: a < b))
        print(name, "sorted", kind(lambda: sorted([a, b])))
        print(name, "max", kind(lambda: max([a, b])))
    del a, b

from collections import deque
a = deque([0]); b = deque([0])
for i in range(N):
    a = deque([a]); b = deque([b])
print("deque deep ==", kind(lambda: a == b))
del a, b
a = frozenset([0]); b = frozenset([0])
for i in range(N):
    a = frozenset([a, i]); b = frozenset([b, i])
print("frozenset deep ==", kind(lambda: a == b))
del a, b
a = [0]; b = [0]
for i in range(N):
    a = [a]; b = [b]
print("list(a) ==", kind(lambda: list(a) == list(b)))
print("in", kind(lambda: a in [b]))
print("count", kind(lambda: [b].count(a)))
print("index", kind(lambda: [b].index(a)))
print("done")
