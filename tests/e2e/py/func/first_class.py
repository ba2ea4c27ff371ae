def apply(f, *a):
    return f(*a)
ops = {"add": lambda a, b: a + b, "mul": lambda a, b: a * b}
print(apply(max, 3, 9), {k: v(3, 4) for k, v in ops.items()}, list(map(len, ["a", "bb"])))
