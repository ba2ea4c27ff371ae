# func_calls_01: Monty language golden test
def f(a, b, c):
    return (a, b, c)
print(f(1, 2, 3), f(c=3, a=1, b=2), f(1, c=3, b=2))
args = (1, 2)
print(f(*args, 3), f(*args, c=9))
print(f(1, *[2], **{'c': 3}))
class Callable:
    def __call__(self, x):
        return x * 2
print(Callable()(21))
print(list(map(Callable(), [1, 2])))
try:
    n5 = 5
    n5()
except TypeError as e:
    print(type(e).__name__, e)
try:
    f(1, 2, c=3, **{'c': 4})
except TypeError as e:
    print(type(e).__name__, e)
def ret_many(): return 1, 2
print(f(*ret_many(), 3))
