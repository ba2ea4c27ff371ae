# Issue 16: a metaclass's __prepare__ makes the class body's namespace (Monty never called
# it); type.__prepare__ exists for super() calls; a dict-subclass namespace is read through
# its own __getitem__/__missing__ and __delitem__, as CPython's LOAD_NAME does.
import collections
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

class RecDict(dict):
    def __init__(self):
        super().__init__()
        self.order = []
    def __setitem__(self, k, v):
        self.order.append(k)
        super().__setitem__(k, v)
    def __missing__(self, k):
        if k.startswith("auto_"):
            return k.upper()
        raise KeyError(k)

class Meta(type):
    @classmethod
    def __prepare__(mcls, name, bases, **kw):
        print("prepare", mcls.__name__, name, [b.__name__ for b in bases], kw)
        return RecDict()
    def __new__(mcls, name, bases, ns, **kw):
        print("new", type(ns).__name__, [k for k in ns.order if not k.startswith("__")])
        return super().__new__(mcls, name, bases, dict(ns))
    def __init__(cls, name, bases, ns, **kw):
        super().__init__(name, bases, ns)

class A(metaclass=Meta, opt=1):
    x = 1
    y = auto_value
    def f(self): return x
    del x
    z = 3

print(A.y, hasattr(A, "x"), A.z, type(A.__dict__).__name__)
class B(A):
    w = 5
print(B.w)

class Plain(type):
    pass
class C(metaclass=Plain):
    q = 1
print(C.q, Plain.__prepare__("n", ()), type.__prepare__("n", (), a=1))

class Sup(type):
    @classmethod
    def __prepare__(mcls, name, bases, **kw):
        ns = super().__prepare__(name, bases, **kw)
        ns["pre"] = 7
        return ns
class D(metaclass=Sup):
    v = pre + 1
print(D.v, D.pre)

class Ordered(type):
    @classmethod
    def __prepare__(mcls, name, bases):
        return collections.OrderedDict()
class E(metaclass=Ordered):
    b = 1
    a = 2
print([k for k in E.__dict__ if not k.startswith("__")])

class Bad(type):
    @classmethod
    def __prepare__(mcls, name, bases):
        return 5
try:
    class F(metaclass=Bad):
        pass
except TypeError as e:
    print("TypeError", e)

class Raising(type):
    @classmethod
    def __prepare__(mcls, name, bases):
        raise ValueError("no")
try:
    class G(metaclass=Raising):
        pass
except ValueError as e:
    print("ValueError", e)

class NoName(dict):
    pass
class H(metaclass=Meta):
    try:
        undefined_thing
    except NameError as e:
        print("NameError", e)
    try:
        del never_bound
    except NameError as e:
        print("NameError", e)

def fn_meta(name, bases, ns, **kw):
    return (name, sorted(k for k in ns if not k.startswith("__")), kw)
class I(metaclass=fn_meta, k=2):
    a = 1
print(I)
