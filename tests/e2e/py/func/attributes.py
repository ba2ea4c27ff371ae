def f(x):
    "doc here"
    return x
print(f.__name__, f.__doc__, f.__qualname__, f.__defaults__)
def outer():
    def inner():
        pass
    return inner
print(outer().__qualname__)
f.custom = 5
print(f.custom)
