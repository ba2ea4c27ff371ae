# func_kwonly_posonly_01: Monty language golden test
def f(a, b, /, c, *, d, e=5):
    return a, b, c, d, e
print(f(1, 2, 3, d=4), f(1, 2, c=3, d=4, e=0))
try:
    f(1, b=2, c=3, d=4)
except TypeError as e:
    print(type(e).__name__, e)
try:
    f(1, 2, 3, 4)
except TypeError as e:
    print(type(e).__name__, e)
try:
    f(1, 2, 3)
except TypeError as e:
    print(type(e).__name__, e)
def g(x, /, **kw):
    return x, kw
print(g(1, x=2))
def h(*, only):
    return only
print(h(only=1))
try:
    h(1)
except TypeError as e:
    print(type(e).__name__, e)
def p(a, /):
    return a
try:
    p()
except TypeError as e:
    print(type(e).__name__, e)
