# Closures: cells shared between functions, late binding, __closure__ contents.
def make_account(balance):
    history = []
    def deposit(amount):
        nonlocal balance
        balance += amount
        history.append(("dep", amount))
        return balance
    def withdraw(amount):
        nonlocal balance
        if amount > balance:
            raise ValueError(f"insufficient funds: {balance} < {amount}")
        balance -= amount
        history.append(("wd", amount))
        return balance
    def report():
        return balance, list(history)
    return deposit, withdraw, report
dep, wd, rep = make_account(100)
dep(50)
wd(30)
try:
    wd(500)
except ValueError as e:
    print(e)
print(rep())
print(len(dep.__closure__), sorted(c.cell_contents for c in rep.__closure__ if isinstance(c.cell_contents, int)))
def late():
    fns = []
    for i in range(3):
        fns.append(lambda: i)
    return [f() for f in fns]
def early():
    return [(lambda i=i: i)() for i in range(3)]
print(late(), early())
def memoize(fn):
    cache = {}
    def wrapper(n):
        if n not in cache:
            cache[n] = fn(n)
        return cache[n]
    wrapper.cache = cache
    return wrapper
@memoize
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)
print(fib(60), len(fib.cache))
def outer():
    x = "before"
    def show():
        return x
    x = "after"
    return show()
print(outer(), (lambda: 1).__closure__)
