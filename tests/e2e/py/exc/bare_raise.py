def f():
    try:
        int("x")
    except ValueError:
        print("logging")
        raise
try:
    f()
except ValueError as e:
    print("outer", e)
try:
    raise
except RuntimeError as e:
    print(e)
