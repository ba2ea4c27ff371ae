# Recursion: deep but legal recursion, RecursionError caught, the limit is configurable.
import sys
def depth(n):
    return 0 if n == 0 else 1 + depth(n - 1)
print(depth(500))
def runaway(n):
    return runaway(n + 1)
try:
    runaway(0)
except RecursionError as e:
    print("RecursionError:", e)
print(issubclass(RecursionError, RuntimeError))
old = sys.getrecursionlimit()
sys.setrecursionlimit(120)
try:
    depth(300)
    print("no error")
except RecursionError:
    print("limit 120 hit")
sys.setrecursionlimit(old)
print(depth(300))
def ackermann(m, n):
    if m == 0:
        return n + 1
    if n == 0:
        return ackermann(m - 1, 1)
    return ackermann(m - 1, ackermann(m, n - 1))
print(ackermann(2, 3))
def hanoi(n, src="A", dst="C", via="B", moves=None):
    if moves is None:
        moves = []
    if n:
        hanoi(n - 1, src, via, dst, moves)
        moves.append(src + dst)
        hanoi(n - 1, via, dst, src, moves)
    return moves
print(len(hanoi(10)), hanoi(2))
def mutual_even(n):
    return True if n == 0 else mutual_odd(n - 1)
def mutual_odd(n):
    return False if n == 0 else mutual_even(n - 1)
print(mutual_even(200), mutual_odd(7))
