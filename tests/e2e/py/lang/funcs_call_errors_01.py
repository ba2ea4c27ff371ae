# funcs_call_errors_01: TypeError texts of ** / * call binding name the callee like CPython
def f(*a, **k):
    return a, k
class C:
    def m(self, **k):
        return k
    def __init__(self, **k):
        self.k = k
class M(dict):
    pass
def show(fn):
    try:
        print('ok', fn())
    except TypeError as e:
        print('TypeError', e)
show(lambda: f(**{'a': 1}, a=2))
show(lambda: f(a=2, **{'a': 1}))
show(lambda: f(**{'a': 1}, **{'a': 2}))
show(lambda: f(**{'a': 1}, b=2, **{'c': 3}, d=4))
show(lambda: f(**1))
show(lambda: f(**[]))
show(lambda: f(**{1: 2}))
show(lambda: C().m(**{'x': 1}, x=2))
show(lambda: C(**{'x': 1}, x=2))
show(lambda: print(**{'sep': 1}, sep=2))
show(lambda: (lambda **k: 0)(**{'a': 1}, a=2))
show(lambda: f(*1))
show(lambda: f(*None, **{}))
show(lambda: f(1, *1))
show(lambda: [*1])
show(lambda: {**1})
show(lambda: f(**M(a=1), a=2))
show(lambda: f(**M(a=1), b=2))
d = {'x': 1}
print(f(**d, y=2), d)
def g(a, b, c):
    return a, b, c
show(lambda: g(1, 2, c=3, **{'c': 4}))
show(lambda: g(1, **{'a': 5, 'b': 2, 'c': 3}))
show(lambda: g(*[1, 2], **{'c': 3}))
try:
    eval("f(b=1, **{'a': 2}, b=3)")
except SyntaxError as e:
    print('SyntaxError', e.msg)
