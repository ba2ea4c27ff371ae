# func_decorators_01: Monty language golden test
def trace(fn):
    def wrapper(*a, **k):
        print('call', fn.__name__, a)
        return fn(*a, **k)
    return wrapper
def repeat(n):
    def deco(fn):
        def wrapper(*a):
            return [fn(*a) for _ in range(n)]
        return wrapper
    return deco
@trace
def add(a, b):
    return a + b
print(add(1, 2))
@repeat(3)
def hi(x):
    return 'hi ' + x
print(hi('bob'))
@trace
@repeat(2)
def sq(x):
    return x * x
print(sq(4))
print(add.__name__)
import functools
def keep(fn):
    @functools.wraps(fn)
    def w(*a):
        return fn(*a)
    return w
@keep
def documented():
    """The doc."""
print(documented.__name__, documented.__doc__)
registry = []
def register(f):
    registry.append(f.__name__)
    return f
@register
def one(): pass
@register
def two(): pass
print(registry)
