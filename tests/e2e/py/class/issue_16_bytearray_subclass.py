# Subclasses of bytearray (and of deque, defaultdict, OrderedDict, Counter, Exception, tuple,
# str, dict) with an __init__ or __new__ of their own signature: a bytearray subclass makes
# instances of itself (they were plain bytearrays), its __init__ reads the arguments, its
# repr names it, and + keeps a bytearray.
from collections import deque, defaultdict, OrderedDict, Counter
class D(deque):
    def __init__(self, name, items):
        super().__init__(items, maxlen=3); self.name = name
d = D("q", range(5)); print(d, d.name, d.maxlen)
class BA(bytearray):
    def __init__(self, tag, data):
        super().__init__(data); self.tag = tag
b = BA("t", b"xy"); print(b, b.tag)
class DD(defaultdict):
    def __init__(self, name):
        super().__init__(list); self.name = name
x = DD("n"); x[1].append(2); print(x, x.name)
class OD(OrderedDict):
    def __init__(self, name, *a):
        super().__init__(*a); self.name = name
print(OD("n", [(1, 2)]), OD("n").name)
class C(Counter):
    def __init__(self, name, s):
        super().__init__(s); self.name = name
print(C("n", "aab"), C("n", "x").name)
class E(Exception):
    def __init__(self, code, msg):
        super().__init__(f"{code}: {msg}"); self.code = code
print(E(1, "m"), E(1, "m").code, repr(E(1, "m")))
class T(tuple):
    def __new__(cls, a, b): return super().__new__(cls, (a, b))
    def __init__(self, a, b): self.s = a + b
print(T(1, 2), T(1, 2).s)
class St(str):
    def __new__(cls, v, extra): o = super().__new__(cls, v); o.extra = extra; return o
    def __init__(self, v, extra): pass
print(St("a", 1), St("a", 1).extra)
class Dc(dict):
    def __init__(self, a, b): super().__init__(a=a, b=b)
print(Dc(1, 2))
class BA(bytearray): pass
b = BA(b"xy"); b.x = 1
print(type(b).__name__, b, b.x, BA(), BA(3), BA("hé", "utf-8"), BA([65, 66]), len(BA(b"abc")), BA(b"ab") + b"c", type(BA(b"ab") + b"c").__name__)
b.extend(b"zz"); b[0] = 81; print(b, b.upper(), bytes(b), b == bytearray(b"Qyzz"), isinstance(b, bytearray))
for bad in [lambda: BA("x"), lambda: BA(1, 2, 3, 4), lambda: BA(b"x", x=1), lambda: BA(-1), lambda: BA(b"a", "utf-8")]:
    try: print(bad())
    except (TypeError, ValueError) as e: print(type(e).__name__, e)
class BI(bytearray):
    def __init__(self, tag, data):
        super().__init__(data)
        self.tag = tag
bi = BI("t", b"data"); print(bi, bi.tag); bi.__init__("u", b"new"); print(bi, bi.tag)
class BN(bytearray):
    def __new__(cls, *a):
        o = super().__new__(cls, *a)
        return o
print(BN(b"q"), type(BN(b"q")).__name__)
