def f(a, /, b, *, c=3):
    return a, b, c
print(f(1, 2), f(1, b=2, c=4))
for call in [lambda: f(a=1, b=2), lambda: f(1, 2, 3), lambda: f(1)]:
    try:
        call()
    except TypeError as e:
        print(e)
