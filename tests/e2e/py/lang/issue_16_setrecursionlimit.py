# sys.setrecursionlimit raises the limit past the default 1000, as CPython's does (the
# C stack is guarded on its own), and lowers it; getrecursionlimit reports what was set.
import sys

print(sys.getrecursionlimit())


def depth(n):
    return 0 if n == 0 else 1 + depth(n - 1)


try:
    depth(3000)
except RecursionError as e:
    print("default limit:", e)

sys.setrecursionlimit(20000)
print(sys.getrecursionlimit())
print(depth(2000), depth(2500))


def walk(tree):
    # a deep chain, as a recursive walk of nested data meets it
    total = 0
    for child in tree:
        total += 1 + walk(child)
    return total


chain = []
for _ in range(2000):
    chain = [chain]
print(walk(chain))

sys.setrecursionlimit(200)
print(sys.getrecursionlimit())
try:
    depth(500)
except RecursionError as e:
    print("lowered limit:", e)
print(depth(100))

for bad in (0, -5):
    try:
        sys.setrecursionlimit(bad)
    except ValueError as e:
        print(type(e).__name__, e)


def set_below_depth(n):
    if n:
        return set_below_depth(n - 1)
    try:
        sys.setrecursionlimit(10)
    except RecursionError as e:
        print(type(e).__name__, str(e).split(":")[1].strip())


set_below_depth(50)
print(sys.getrecursionlimit())
