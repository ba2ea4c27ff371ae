# func_recursion_02: Monty language golden test
import sys
def depth(n):
    return 0 if n == 0 else 1 + depth(n - 1)
print(depth(500))
def ackermann(m, n):
    if m == 0:
        return n + 1
    if n == 0:
        return ackermann(m - 1, 1)
    return ackermann(m - 1, ackermann(m, n - 1))
print(ackermann(2, 3))
def perms(s):
    if len(s) <= 1:
        return [s]
    return [c + p for i, c in enumerate(s) for p in perms(s[:i] + s[i + 1:])]
print(perms('abc'))
class Node:
    def __init__(self, nxt=None):
        self.nxt = nxt
    def __repr__(self):
        return 'N(' + repr(self.nxt) + ')'
print(Node(Node(Node())))
def mutual_deep():
    return mutual_deep()
for _ in range(2):
    try:
        mutual_deep()
    except RecursionError as e:
        print('RecursionError caught again:', e)
print(sys.getrecursionlimit() > 100)
