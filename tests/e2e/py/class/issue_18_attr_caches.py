# Issue 18: the inline caches of LOAD_ATTR and STORE_ATTR (a class's lookup keyed on the
# type epoch, an instance dict's entry index kept with its key) must follow every change.


class P:
    def __init__(self, a, b):
        self.a = a
        self.b = b


def read_a(o):
    return o.a


def set_a(o, v):
    o.a = v


# one site, instances whose dicts hold the name at different places
p = P(1, 2)
q = P.__new__(P)
q.b = 20
q.a = 10
for o in (p, q, p, q):
    print(read_a(o))
for i, o in enumerate((p, q, p, q)):
    set_a(o, i)
    print(o.a, o.b, vars(o))

# the entry deleted and added again (at another index), the dict cleared and refilled
del p.a
print(hasattr(p, "a"), vars(p))
set_a(p, "again")
print(read_a(p), vars(p))
p.__dict__.clear()
print(hasattr(p, "a"))
p.__dict__["a"] = "through __dict__"
print(read_a(p))
p.__dict__.pop("a")
p.__dict__.update({"z": 1, "a": "updated"})
print(read_a(p), list(vars(p)))
set_a(p, "stored")
print(p.__dict__["a"], list(vars(p)))

# many keys: the dict grows and its entries move
for k in range(40):
    setattr(p, "k%d" % k, k)
    print(read_a(p), end=" ")
print()
for k in range(0, 40, 2):
    delattr(p, "k%d" % k)
set_a(p, "after deletes")
print(read_a(p), len(vars(p)))

# a property added to the class later shadows the instance attribute (data descriptor)
P.a = property(lambda self: "property", lambda self, v: print("setter", v))
print(read_a(q))
set_a(q, 99)
print(vars(q)["a"])
del P.a
print(read_a(q))
set_a(q, 100)
print(read_a(q))


# __setattr__ and __getattribute__ added later, on a base class
class Base:
    pass


class D(Base):
    def __init__(self):
        self.a = 1


d = D()
print(read_a(d))
set_a(d, 2)
Base.__setattr__ = lambda self, n, v: object.__setattr__(self, n, v * 10)
set_a(d, 3)
print(read_a(d))
Base.__getattribute__ = lambda self, n: ("got", n)
print(read_a(d))
del Base.__getattribute__
del Base.__setattr__
set_a(d, 4)
print(read_a(d))


# a non-data descriptor on the class: the instance dict wins, else the descriptor
class Meth:
    def a(self):
        return "method"


m = Meth()
print(read_a(m)())
m.a = "instance"
print(read_a(m))
del m.a
print(read_a(m)())


# classes made and freed in a loop, each with its own layout, through the same sites
def make(i):
    class K:
        if i % 2:

            @property
            def a(self):
                return "prop %d" % i

        def __init__(self):
            if not i % 2:
                self.a = "attr %d" % i

    return K()


for i in range(6):
    o = make(i)
    print(read_a(o))


# a str subclass and a non-str key in the instance dict
class S(str):
    pass


r = P(1, 2)
r.__dict__[5] = "int key"
r.__dict__[S("c")] = "subclass key"
print(read_a(r), r.__dict__[5])
set_a(r, "x")
print(read_a(r), sorted(map(str, vars(r))))
