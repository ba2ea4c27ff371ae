# Issue 16: a class's __dict__ is a read-only mappingproxy over its namespace, as in
# CPython (Monty gave a fresh dict copy: writes to it were silently lost, and it did not
# follow later class attribute changes). RustPython's builtin_mappingproxy.py reads it.


class A(dict):
    def a():
        pass

    def b():
        pass


p = A.__dict__
print(type(p).__name__, isinstance(p, dict))
print(p["a"] is A.a, "b" in p, "c" not in p, p.get("nope", "default"), p.get("nope"))
try:
    p["not here"]
except KeyError as e:
    print("KeyError", e.args)

# a view, not a copy: later class attributes show through
A.c = 3
print(p["c"], "c" in A.__dict__, len(p) == len(dict(p)))

# read-only
try:
    p["d"] = 4
except TypeError as e:
    print(e)
try:
    del p["a"]
except TypeError as e:
    print(e)
try:
    p.pop("a")
except AttributeError as e:
    print(e)
try:
    p.x = 1
except AttributeError as e:
    print(e)
q = p
try:
    q |= {"w": 1}
except TypeError as e:
    print(e)
print("d" in A.__dict__, "w" in A.__dict__)
try:
    hash(p)
except TypeError as e:
    print(e)

# the dict operations that read
print(type(p | {"z": 1}).__name__, (p | {"z": 1})["z"], type({"z": 1} | p).__name__)
print(type(p.copy()).__name__, p.copy() == dict(p), p == dict(p), dict(p) == p, p != dict(p))
print(type(p.keys()).__name__, type(p.values()).__name__, type(p.items()).__name__)
print(type(iter(p)).__name__, type(reversed(p)).__name__)
print(sorted(k for k in p if not k.startswith("__")))
print(sorted(n for n in dir(p) if not n.startswith("_")))


class B:
    """doc"""

    x = 1

    def f(self):
        return 2


print([k for k in B.__dict__ if k not in ("__dict__", "__weakref__")])
print(B.__dict__["x"], B.__dict__["f"](B()), str(B.__dict__) == str(dict(B.__dict__)))
print(repr(type(B.__dict__)({"k": 1})), type(B.__dict__)(mapping={"k": 2}))

# a builtin type's __dict__ too
print(type(int.__dict__).__name__, "bit_length" in int.__dict__, int.__dict__["bit_length"])

# iterating while the class changes size
try:
    for k in B.__dict__:
        B.new_attr = 1
except RuntimeError as e:
    print("RuntimeError", e)

# the constructor takes mappings only
M = type(p)


class G:
    def __getitem__(self, k):
        return k * 2


print(M(G())["ab"], M("xyz")[1])
for bad in ([1], (1,), 5, None):
    try:
        M(bad)
    except TypeError as e:
        print(e)
try:
    M()
except TypeError as e:
    print(e)

# the comparison is the mapping's
try:
    p < {}
except TypeError as e:
    print(e)

# item deletion texts as CPython 3.11: a sequence given an index "doesn't"
for obj, key in (((1, 2), 0), ((1, 2), "a"), (5, 0), ({1}, 0), ({1}, "a"), (B(), 0), (B(), "k")):
    try:
        del obj[key]
    except TypeError as e:
        print(e)
