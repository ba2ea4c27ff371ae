# funcs_recursion_limit_01: sys.setrecursionlimit/getrecursionlimit round-trip and errors
import sys
old = sys.getrecursionlimit()
print(old)
def depth(n):
    return 0 if n == 0 else 1 + depth(n - 1)
sys.setrecursionlimit(60)
print(sys.getrecursionlimit())
try:
    depth(100)
except RecursionError as e:
    print('RecursionError', e)
print(depth(30))
sys.setrecursionlimit(100000)
print(sys.getrecursionlimit(), depth(500))
for bad in (0, -5):
    try:
        sys.setrecursionlimit(bad)
    except ValueError as e:
        print('ValueError', e)
try:
    sys.setrecursionlimit(2.5)
except TypeError as e:
    print('TypeError', e)
def set_deep(n):
    if n:
        return set_deep(n - 1)
    try:
        sys.setrecursionlimit(5)
    except RecursionError as e:
        return 'refused'
    return 'accepted'
print(set_deep(20))
sys.setrecursionlimit(old)
print(sys.getrecursionlimit() == old)
def forever(n):
    return forever(n + 1)
try:
    forever(0)
except RecursionError as e:
    print('RecursionError', e)
