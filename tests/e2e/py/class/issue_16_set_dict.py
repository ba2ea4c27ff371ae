# obj.__dict__ = d and del obj.__dict__ (an instance's, a function's), as in CPython; a class's
# __dict__, __mro__ and __base__ are read-only, not names for its namespace.
class MyObject:
    pass
obj = MyObject()
print(hasattr(obj, "a"))
obj.__dict__ = {"a": 1}
print(obj.a, vars(obj))
d = {"b": 2}
obj.__dict__ = d
obj.c = 3
print(d, obj.b, hasattr(obj, "a"))
del obj.__dict__
print(obj.__dict__, isinstance(obj.__dict__, dict))
try:
    obj.b
except AttributeError as e:
    print("AttributeError", e)
obj.z = 1
print(obj.__dict__)
for bad in (1, [("a", 1)], None):
    try:
        obj.__dict__ = bad
    except TypeError as e:
        print("TypeError", e)
class D(dict): pass
obj.__dict__ = D(q=5)
print(obj.q, type(obj.__dict__).__name__)
class S:
    __slots__ = ("x",)
try:
    S().__dict__ = {}
except AttributeError as e:
    print("AttributeError", e)
try:
    (1).__dict__ = {}
except AttributeError as e:
    print("AttributeError", e)
def f(): pass
f.__dict__ = {"k": 1}
print(f.k)
class K: pass
try:
    K.__dict__ = {}
except (AttributeError, TypeError) as e:
    print(type(e).__name__, e)
o = MyObject()
o.__dict__ = o.__dict__
o.__dict__["self"] = o
print(sorted(o.__dict__))
def g(): pass
g.__dict__ = {"u": 2}
try:
    del g.__dict__
except TypeError as e:
    print("TypeError", e)
print(g.__dict__, hasattr(g, "u"))
for n in ("__dict__", "__mro__", "__base__"):
    for f in (lambda: setattr(K, n, 1), lambda: delattr(K, n)):
        try:
            f()
        except AttributeError as e:
            print("AttributeError", e)
print(K.__mro__, K.__base__)
try:
    g.__dict__ = 5
except TypeError as e:
    print("TypeError", e)
