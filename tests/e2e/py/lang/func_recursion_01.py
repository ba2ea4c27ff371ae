# func_recursion_01: Monty language golden test
def fact(n):
    return 1 if n <= 1 else n * fact(n - 1)
print(fact(10), fact(30))
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)
print([fib(i) for i in range(15)])
def even(n):
    return True if n == 0 else odd(n - 1)
def odd(n):
    return False if n == 0 else even(n - 1)
print(even(10), odd(7))
def forever(n):
    return forever(n + 1)
try:
    forever(0)
except RecursionError as e:
    print(type(e).__name__, e)
print(issubclass(RecursionError, RuntimeError))
def hanoi(n, a, b, c, moves):
    if n:
        hanoi(n - 1, a, c, b, moves)
        moves.append((a, c))
        hanoi(n - 1, b, a, c, moves)
    return moves
print(len(hanoi(6, 'A', 'B', 'C', [])))
print(fact(100) % 1000007)
