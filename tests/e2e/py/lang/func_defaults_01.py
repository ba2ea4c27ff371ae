# func_defaults_01: Monty language golden test
def f(a, b=2, c=[]):
    c.append(a)
    return a, b, c
print(f(1))
print(f(2))
print(f(3, c=[]))
print(f.__defaults__[0])
def g(x, y=None):
    if y is None:
        y = []
    y.append(x)
    return y
print(g(1), g(2))
i = 5
def h(v=i):
    return v
i = 6
print(h())
try:
    f()
except TypeError as e:
    print(type(e).__name__, e)
try:
    f(1, 2, 3, 4)
except TypeError as e:
    print(type(e).__name__, e)
try:
    f(1, d=4)
except TypeError as e:
    print(type(e).__name__, e)
try:
    f(1, a=1)
except TypeError as e:
    print(type(e).__name__, e)
