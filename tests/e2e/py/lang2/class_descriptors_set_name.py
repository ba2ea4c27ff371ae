# Descriptors with __set_name__, __get__ and __set__ for typed, validated fields.
class Field:
    def __init__(self, kind, default=None):
        self.kind, self.default = kind, default
    def __set_name__(self, owner, name):
        self.name = name
        self.private = "_" + name
    def __get__(self, obj, objtype=None):
        if obj is None:
            return self
        return getattr(obj, self.private, self.default)
    def __set__(self, obj, value):
        if not isinstance(value, self.kind):
            raise TypeError(f"{self.name} must be {self.kind.__name__}, got {type(value).__name__}")
        setattr(obj, self.private, value)
class Upper:
    def __get__(self, obj, objtype=None):
        return "class access" if obj is None else obj.name.upper()
class User:
    name = Field(str, "anon")
    age = Field(int, 0)
    shout = Upper()
    def __init__(self, **kw):
        for k, v in kw.items():
            setattr(self, k, v)
u = User(name="ana", age=30)
print(u.name, u.age, u.shout, User.shout, sorted(vars(u)))
print(User().name, User().age, User.name.name, User.age.private, type(User.__dict__["age"]).__name__)
for bad in ({"age": "old"}, {"name": 5}):
    try:
        User(**bad)
    except TypeError as e:
        print("TypeError:", e)
u.age = 31
print(u.age, u._age)
class Counted:
    def __init__(self):
        self.reads = 0
    def __get__(self, obj, owner):
        self.reads += 1
        return self.reads
class Host:
    hits = Counted()
h = Host()
print(h.hits, h.hits, Host.hits, Host.__dict__["hits"].reads)
