def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)
def fact(n):
    return 1 if n == 0 else n * fact(n - 1)
print([fib(i) for i in range(15)], fact(25))
