# issue 13: every recursive C path stops with RecursionError (or answers), never crashes
import copy
import json
from collections import deque


def kind(f):
    try:
        f()
        return "ok"
    except RecursionError:
        return "RecursionError"


def deep_list(n):
    a = []
    for i in range(n):
        a = [a]
    return a


def deep_tuple(n):
    t = ()
    for i in range(n):
        t = (t,)
    return t


# freeing a structure of any depth is iterative
a = deep_list(1000000)
del a
d = {}
for i in range(300000):
    d = {"k": d}
del d
t = deep_tuple(300000)
del t
print("freed")

t = deep_tuple(100000)
print("repr tuple", kind(lambda: repr(t)))
print("str tuple", kind(lambda: str(t)))
print("f-string", kind(lambda: f"{t}"))
print("format", kind(lambda: "{}".format(t)))
print("percent", kind(lambda: "%s" % (t,)))
print("isinstance", kind(lambda: isinstance(1, t)))
print("issubclass", kind(lambda: issubclass(int, t)))
del t
a = deep_list(100000)
print("repr list", kind(lambda: repr(a)))
print("print list", kind(lambda: print(a)))
print("exception str", kind(lambda: str(ValueError(a))))
print("exception repr", kind(lambda: repr(ValueError(a))))
print("json.dumps", kind(lambda: json.dumps(a)))
print("deepcopy", kind(lambda: copy.deepcopy(a)))
del a
d = {}
for i in range(100000):
    d = {"k": d}
print("repr dict", kind(lambda: repr(d)))
print("json.dumps dict", kind(lambda: json.dumps(d)))
del d

# the hash of a deep tuple: CPython answers, monty may stop; neither crashes
t = deep_tuple(100000)
try:
    hash(t)
except RecursionError:
    pass
print("hash tuple done")
del t

# except with a nested tuple is a TypeError (only one level is allowed)
t = deep_tuple(10000)
try:
    try:
        raise KeyError
    except t:
        pass
except TypeError as e:
    print("except:", e)
try:
    try:
        raise KeyError
    except (KeyError, (ValueError,)):
        pass
except TypeError as e:
    print("except:", e)
try:
    raise KeyError
except (ValueError, KeyError):
    print("except: flat tuple caught")


# a __repr__ that reprs itself
class R:
    def __repr__(self):
        return repr(self)


print("self repr", kind(lambda: repr(R())))


class E:
    def __eq__(self, other):
        return self == other


print("self eq", kind(lambda: E() == E()))
print("done")
