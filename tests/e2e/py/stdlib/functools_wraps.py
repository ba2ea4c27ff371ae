import functools
def deco(fn):
    @functools.wraps(fn)
    def wrapper(*a, **k):
        return fn(*a, **k)
    return wrapper
@deco
def documented(x, y=1):
    """Add things."""
    return x + y
print(documented.__name__, documented.__doc__, documented(1), documented.__wrapped__.__name__)
print(documented.__qualname__, documented.__module__)
def target():
    "doc"
target.extra = 5
def w():
    pass
functools.update_wrapper(w, target)
print(w.__name__, w.__doc__, w.extra, w.__wrapped__ is target)
