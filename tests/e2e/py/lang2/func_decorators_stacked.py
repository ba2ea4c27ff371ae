# Decorators: stacked, with arguments, class-based, preserving names with functools.wraps.
import functools
trace = []
def log_calls(fn):
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        trace.append(f"call {fn.__name__}{args}")
        return fn(*args, **kwargs)
    return wrapper
def repeat(times):
    def deco(fn):
        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            return [fn(*args, **kwargs) for _ in range(times)]
        return wrapper
    return deco
def bold(fn):
    return lambda *a: f"<b>{fn(*a)}</b>"
def italic(fn):
    return lambda *a: f"<i>{fn(*a)}</i>"
@bold
@italic
def greet(name):
    return f"hi {name}"
print(greet("ana"))
@log_calls
@repeat(3)
def roll(seed):
    """Roll a fake die."""
    return seed % 6 + 1
print(roll(10), roll.__name__, roll.__doc__, trace)
class CountCalls:
    def __init__(self, fn):
        functools.update_wrapper(self, fn)
        self.fn = fn
        self.calls = 0
    def __call__(self, *args):
        self.calls += 1
        return self.fn(*args)
@CountCalls
def square(x):
    return x * x
print(square(3), square(4), square.calls, square.__name__)
registry = {}
def register(name):
    def deco(fn):
        registry[name] = fn
        return fn
    return deco
@register("add")
def add(a, b):
    return a + b
@register("mul")
def mul(a, b):
    return a * b
print({k: f(3, 4) for k, f in registry.items()}, add(1, 1))
def undecorated(x): return x
print(bold(undecorated)("plain"), italic(bold(undecorated))("both"))
