# object and type: creating classes with type(), object() instances, class attributes of type.
def describe(self):
    return f"{type(self).__name__}({', '.join(f'{k}={v!r}' for k, v in vars(self).items())})"
def make_record(name, fields):
    def __init__(self, *args):
        if len(args) != len(fields):
            raise TypeError(f"{name} takes {len(fields)} values, got {len(args)}")
        for f, a in zip(fields, args):
            setattr(self, f, a)
    return type(name, (object,), {"__init__": __init__, "__repr__": describe, "fields": tuple(fields)})
Point = make_record("Point", ["x", "y"])
User = make_record("User", ["name"])
print(Point(1, 2), User("ana"), Point.fields, Point.__name__, type(Point).__name__)
try:
    Point(1)
except TypeError as e:
    print("TypeError:", e)
o = object()
try:
    o.attr = 1
except AttributeError as e:
    print("AttributeError:", e)
print(type(o).__name__, isinstance(o, object), isinstance(Point, type), isinstance(type, object))
print(issubclass(Point, object), Point.__bases__, object.__bases__, type.__mro__)
Sub = type("Sub", (Point,), {"z": 0})
s = Sub(3, 4)
print(s, s.z, isinstance(s, Point), [c.__name__ for c in Sub.__mro__])
print(type(5) is int, type("s")("x"), type([])([1, 2]), type(None)() is None)
