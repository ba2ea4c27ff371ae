def f(*args, **kwargs):
    return args, sorted(kwargs.items())
print(f(), f(1, 2), f(a=1), f(1, b=2))
