def trace(fn):
    def wrapper(*a, **k):
        print("call", fn.__name__, a)
        return fn(*a, **k)
    return wrapper
@trace
def add(x, y):
    return x + y
print(add(1, 2))
