# funcs_annotations_01: function, class and module __annotations__ (order, evaluation time)
def f(a: int, /, b: 'str' = 'x', *args: float, c: list[int], d=1, **kw: dict) -> None: pass
print(f.__annotations__)
def g(x, y=2): pass
print(g.__annotations__, (lambda q: q).__annotations__)
order = []
def mark(v):
    order.append(v)
    return v
def h(p: mark('p') = mark('dp'), *, q: mark('q') = mark('dq')) -> mark('r'): pass
print(order, h.__annotations__)
class K:
    n: int = 3
    m: 'K'
    def meth(self, other: 'K') -> 'K': return self
    if True:
        z: float
print(K.__annotations__, K.meth.__annotations__, K.n)
print(__annotations__)
v: int = 1
w: str
print(__annotations__, v)
obj = K()
obj.attr: int = 5
lst = [0]
lst[0]: int = 9
print(obj.attr, lst, __annotations__)
def local_ann():
    t: int = 4
    u: str
    return t, 'u' in locals()
print(local_ann())
def outer():
    T = int
    def inner(a: T) -> T: return a
    return inner
print(outer().__annotations__)
f.__annotations__ = {'k': 1}
print(f.__annotations__)
def ff(): pass
ff.__annotations__['x'] = 2
print(ff.__annotations__)
