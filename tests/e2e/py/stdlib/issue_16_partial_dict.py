# functools.partial keeps func, args and keywords read-only and beside its
# __dict__: replacing the dict keeps them, and deleting it is refused.
from functools import partial
def add(a, b=0, *rest, **kw):
    return a + b + sum(rest) + sum(kw.values())
p = partial(add, 1, c=5)
print(p(2), p(2, 3, d=1), p.func is add, p.args, p.keywords)
print(p.__dict__)
p.note = "hello"
print(p.__dict__, p.note)
for attr in ("func", "args", "keywords"):
    try:
        setattr(p, attr, None)
    except AttributeError as e:
        print("set", attr, "AttributeError:", e)
    try:
        delattr(p, attr)
    except AttributeError as e:
        print("del", attr, "AttributeError:", e)
try:
    del p.__dict__
except TypeError as e:
    print("TypeError:", e)
p.__dict__ = {"x": 1}
print(p.x, p(10), p.func is add)
try:
    p.__dict__ = 5
except TypeError as e:
    print("TypeError:", e)
del p.x
print(p.__dict__)
q = partial(partial(add, 1), 100)
print(q.func is add, q.args, q.keywords, q())
class MyPartial(partial):
    pass
m = MyPartial(add, 2)
m.extra = 1
print(m(3), m.extra, type(m).__name__)
print(repr(partial(add, 1, x=2))[:30])
