# Code objects expose co_consts, the constants the function's code loads.
def plain(x, y, *args, power=1, **kwargs):
    print("Constant String", 256, None, (2, 4))
    z = x * y
    return z**power


def with_doc():
    "The docstring comes first."
    print(1.5, b"raw", True, ("pair", 9))


def reuse(a):
    if a == "x":
        return "x"
    return 3.25


def none_only():
    pass


for fn in (plain, with_doc, reuse, none_only):
    c = fn.__code__
    print(fn.__name__, c.co_consts, type(c.co_consts).__name__)
    print("Constant String" in plain.__code__.co_consts, 256 in plain.__code__.co_consts)
