# func_decorators_02: Monty language golden test
import functools
def count_calls(fn):
    @functools.wraps(fn)
    def w(*a, **k):
        w.calls += 1
        return fn(*a, **k)
    w.calls = 0
    return w
@count_calls
def hello(name='x'):
    """greets"""
    return 'hi ' + name
hello(); hello('y')
print(hello.calls, hello.__name__, hello.__doc__, hello.__wrapped__('z'))
def tag(name):
    def deco(fn):
        def w(*a):
            return f'<{name}>{fn(*a)}</{name}>'
        return w
    return deco
@tag('b')
@tag('i')
def text(s):
    return s
print(text('bold italic'))
class Deco:
    def __init__(self, fn):
        self.fn = fn
    def __call__(self, *a):
        return 'Deco:' + str(self.fn(*a))
@Deco
def one(x):
    return x + 1
print(one(1), type(one).__name__)
def class_deco(cls):
    cls.extra = 'added by deco'
    return cls
@class_deco
class K:
    pass
print(K.extra)
print(functools.partial(int, base=2)('101'), functools.lru_cache(maxsize=None)(lambda x: x * 2)(4))
