def a(fn):
    return lambda: "a(" + fn() + ")"
def b(fn):
    return lambda: "b(" + fn() + ")"
@a
@b
def f():
    return "f"
print(f())
