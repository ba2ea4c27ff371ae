# Issue 16: code objects answer co_posonlyargcount, co_kwonlyargcount, co_nlocals and
# co_qualname as CPython's do.
def f(a, b, /, c, *, d, e=1, **kw): x = 1; return x
def g(*args): pass
def h(p, q=2): pass
class K:
    def m(self, *, z): pass
for fn in (f, g, h, K.m, lambda a, *, b: 0):
    c = fn.__code__
    print(c.co_name, c.co_qualname, c.co_argcount, c.co_posonlyargcount, c.co_kwonlyargcount, c.co_nlocals, c.co_varnames)
