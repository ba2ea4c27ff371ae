# A key's __eq__ or __hash__ that sets the object's __dict__ to another dict while a lookup, a
# set, a delete or dir() walks the old one: the walk keeps the old dict alive (ASan: no
# use after free), as CPython's does.
class C:
    pass
o = C()
class W(str):
    def __hash__(self):
        return hash(str(self))
    def __eq__(self, other):
        o.__dict__ = {"fresh": 1}
        return str.__eq__(self, other)
for step in ("get", "set", "del", "hasattr", "getattr3"):
    o.__dict__ = {}
    o.__dict__[W("x")] = 1
    try:
        if step == "get":
            print(step, o.x)
        elif step == "set":
            o.x = 2
            print(step, o.__dict__)
        elif step == "del":
            del o.x
            print(step, o.__dict__)
        elif step == "hasattr":
            print(step, hasattr(o, "x"))
        else:
            print(step, getattr(o, "x", "dflt"))
    except AttributeError as e:
        print(step, "AttributeError", e)
def f(): pass
class V(str):
    def __hash__(self):
        return hash(str(self))
    def __eq__(self, other):
        f.__dict__ = {}
        return str.__eq__(self, other)
f.__dict__[V("y")] = 1
print(f.y)
f.__dict__[V("y")] = 1
f.y = 3
print(f.__dict__)
class H(str):
    def __hash__(self):
        o.__dict__ = {}
        return hash(str(self))
o.__dict__ = {H("k"): 1, "m": 2}
print(sorted(n for n in dir(o) if not n.startswith("__")))
