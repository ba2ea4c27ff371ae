def g(x, y):
    return x
for call in [lambda: g(1), lambda: g(1, 2, 3), lambda: g(1, y=2, x=3), lambda: g(1, z=2)]:
    try:
        call()
    except TypeError as e:
        print(e)
