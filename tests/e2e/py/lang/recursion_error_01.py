# recursion_error_01: Monty language golden test
import sys
old = sys.getrecursionlimit()
sys.setrecursionlimit(200)
def r(n):
    return r(n + 1) + 1
try:
    r(0)
except RecursionError as e:
    print('caught with low limit:', type(e).__name__)
sys.setrecursionlimit(old)
print(sys.getrecursionlimit() == old)
class Loop:
    def __repr__(self):
        return repr(self)
try:
    repr(Loop())
except RecursionError as e:
    print('repr recursion', type(e).__name__)
def deep(n):
    return n if n == 0 else deep(n - 1)
print(deep(150))
