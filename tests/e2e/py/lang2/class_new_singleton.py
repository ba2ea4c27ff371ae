# __new__: caching instances, singletons, and the order __new__/__init__ run in.
class Config:
    _instance = None
    def __new__(cls, *args, **kwargs):
        if cls._instance is None:
            print("  creating instance")
            cls._instance = super().__new__(cls)
        return cls._instance
    def __init__(self, name="default"):
        print(f"  __init__({name!r})")
        self.name = name
a = Config("first")
b = Config("second")
print(a is b, a.name)
class Color:
    _cache = {}
    def __new__(cls, name):
        key = name.lower()
        if key not in cls._cache:
            obj = object.__new__(cls)
            obj.name = key
            cls._cache[key] = obj
        return cls._cache[key]
    def __repr__(self):
        return f"Color({self.name!r})"
print(Color("Red") is Color("RED"), len(Color._cache), Color("blue"))
class Skipped:
    def __new__(cls):
        return 42
    def __init__(self):
        print("never runs")
print(Skipped())
class Point:
    def __new__(cls, x, y):
        self = super().__new__(cls)
        self.created_by_new = True
        return self
    def __init__(self, x, y):
        self.x, self.y = x, y
p = Point(1, 2)
print(p.created_by_new, p.x, p.y, type(p).__name__)
o = object.__new__(Point)
print(hasattr(o, "x"), type(o).__name__)
