# Issue 13: a function's __qualname__ set to None made its repr read a NULL (segfault);
# __name__/__qualname__ take a str, __defaults__ a tuple or None, __kwdefaults__ a dict or
# None, as CPython's setters check; __doc__ and __module__ take anything.
def f(a=1, *, b=2):
    return a, b


for attr, value in [("__qualname__", None), ("__name__", None), ("__name__", 5),
                    ("__qualname__", b"x"), ("__defaults__", 1), ("__defaults__", [1]),
                    ("__kwdefaults__", 1), ("__kwdefaults__", [("b", 1)]), ("__doc__", 5),
                    ("__module__", None), ("__defaults__", None), ("__kwdefaults__", None)]:
    try:
        setattr(f, attr, value)
        print(attr, "set", repr(getattr(f, attr)))
    except TypeError as e:
        print(attr, type(e).__name__, e)
for attr in ("__name__", "__qualname__", "__defaults__", "__doc__"):
    try:
        delattr(f, attr)
        print("del", attr, repr(getattr(f, attr)))
    except TypeError as e:
        print("del", attr, e)
print(f.__name__, f.__qualname__, repr(f)[:12])
f.__defaults__ = (7,)
f.__kwdefaults__ = {"b": 8}
print(f())
