# AttributeError.name/.obj from attribute lookups, NameError.name, ImportError.name.
class Box:
    size = 1
    @property
    def broken(self):
        raise AttributeError("custom")
class Lazy:
    def __getattr__(self, name):
        raise AttributeError(f"lazy has no {name}")
b = Box()
cases = [
    lambda: b.missing,
    lambda: Box.absent,
    lambda: (5).nope,
    lambda: "s".upper2,
    lambda: None.x,
    lambda: b.broken,
    lambda: Lazy().thing,
    lambda: getattr(b, "dyn"),
]
for f in cases:
    try:
        f()
    except AttributeError as e:
        print(f"AttributeError: {e} | name={e.name!r} obj={type(e.obj).__name__}")
print(hasattr(b, "zzz"), getattr(b, "zzz", "default"))
e = AttributeError("plain")
print(e.name, e.obj, AttributeError("x", name="n", obj=3).obj)
try:
    undefined_name_here
except NameError as e:
    print(f"NameError: {e} | name={e.name!r}")
def uses_local():
    try:
        v = v + 1
    except UnboundLocalError as e:
        print(f"UnboundLocalError: {e} | name={e.name!r}")
uses_local()
try:
    del never_defined
except NameError as e:
    print(f"NameError: {e} | name={e.name!r}")
try:
    from math import not_there
except ImportError as e:
    print(f"ImportError: name={e.name!r} {type(e).__name__}")
try:
    from json import nothing_here
except ImportError as e:
    print(f"ImportError: name={e.name!r}")
try:
    import no_such_module_xyz
except ImportError as e:
    print(f"{type(e).__name__}: {e} | name={e.name!r}")
print(ImportError("m", name="pkg").name, NameError("n", name="q").name)
