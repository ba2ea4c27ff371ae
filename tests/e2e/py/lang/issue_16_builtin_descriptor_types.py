# Issue 16: what a script reads from builtin classes has CPython's types: slots are
# wrapper_descriptor (bound: method-wrapper), plain methods method_descriptor, class
# methods in a class's __dict__ classmethod_descriptor, computed attributes
# getset_descriptor; a builtin type's __dict__ holds all of them. A script's globals have
# __builtins__, __loader__ and __annotations__; a generator's gi_frame is a frame.


def kind(x):
    return type(x).__name__


for obj in (int.__add__, list.__len__, object.__init__, str.__eq__, dict.__getitem__):
    print(kind(obj), obj, obj.__qualname__, obj.__objclass__.__name__)
for obj in (list.append, str.join, object.__format__, dict.get, list.__getitem__):
    print(kind(obj), obj, obj.__qualname__)
for obj in ((1).__add__, [].__len__, "a".__eq__):
    print(kind(obj), obj.__name__, obj.__self__)
for obj in ([].append, "a".join, dict.fromkeys, int.from_bytes, len):
    print(kind(obj), obj.__name__)
print(kind(int.__dict__["from_bytes"]), kind(dict.__dict__["fromkeys"]))
print(kind(str.__dict__["maketrans"]), kind(bytes.__dict__["maketrans"]))
print(int.__dict__["real"], kind(int.__dict__["real"]), int.__dict__["real"].__get__(7))
print(kind(type.__dict__["__name__"]), kind(type.__dict__["__dict__"]))
print(kind(list.__dict__["append"]), kind(list.__dict__["__add__"]))
print("__add__" in list.__dict__, "__len__" in dict.__dict__, "__neg__" in int.__dict__)
print("real" in float.__dict__, "imag" in int.__dict__, "__mul__" in tuple.__dict__)
print(dict.__dict__["fromkeys"].__get__(None, dict)("ab"))
print(int.__dict__["__add__"](2, 3), int.__add__(2, 3), (2).__add__(3))
print(list.__dict__["append"] == list.append, int.__add__ == int.__dict__["__add__"])
print(str.__dict__["join"](",", "ab"), (1).__add__ == (1).__add__)

g = globals()
print(sorted(k for k in g if k.startswith("__")))
print(type(__builtins__).__name__, __builtins__.len is len, __builtins__.__name__)
print(__loader__ is not None or True, __annotations__)
print(getattr(__builtins__, "print") is print, len.__self__.__name__)


def gen():
    x = yield 1
    yield x


it = gen()
fr = it.gi_frame
print(kind(fr), fr.f_code.co_name, fr.f_lineno)
next(it)
print(it.gi_frame.f_lineno)
it.send(5)
print(it.gi_frame.f_lineno)
for _ in it:
    pass
print(it.gi_frame)
