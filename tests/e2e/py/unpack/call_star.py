def f(*args, **kw):
    return args, kw
print(f(*[1, 2], *"ab", x=1, **{"y": 2}), f(**{}), [*"ab", *range(2)], {**{"a": 1}, "b": 2}, {*"aa", 1})
