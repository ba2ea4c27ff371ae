# issue 13: what user dunders return (__new__ of an exception class, __index__, __int__,
# __len__, __bool__, __repr__, __iter__, __enter__/__exit__...) is checked, never trusted.
import collections
import copy
import itertools
import json
import math
import random
def attempt(tag, f):
    try:
        r = f()
    except Exception as e:
        print(tag, "->", type(e).__name__, e)
    else:
        print(tag, "=", r if isinstance(r, (str, int, type(None))) else type(r).__name__)
class Odd(Exception):
    def __new__(cls, *a): return 7
class OddStr(Exception):
    def __new__(cls, *a): return "s"
class OddNone(Exception):
    def __new__(cls, *a): return None
class OddOther(Exception):
    def __new__(cls, *a): return ValueError("other")
class OddBase(BaseException):
    def __new__(cls, *a): return KeyError("k")
def gen():
    yield 1
def g1():
    g = gen(); next(g); return g
class I:
    def __init__(self, v): self.v = v
    def __index__(self): return self.v
    def __int__(self): return self.v
    def __len__(self): return self.v
    def __hash__(self): return self.v
    def __bool__(self): return self.v
    def __repr__(self): return self.v
    def __str__(self): return self.v
    def __iter__(self): return self.v
    def __float__(self): return self.v
    def __complex__(self): return self.v
    def __format__(self, spec): return self.v
    def __bytes__(self): return self.v
    def __round__(self, n=None): return self.v
    def __abs__(self): return self.v
    def __trunc__(self): return self.v
    def __enter__(self): return self.v
    def __exit__(self, *a): return self.v
    def __contains__(self, x): return self.v
    def __lt__(self, o): return self.v
    def __eq__(self, o): return self.v
    def __reversed__(self): return self.v
    def __next__(self): return self.v
    def __getitem__(self, i): return self.v
    def __length_hint__(self): return self.v
    def __sizeof__(self): return self.v
    def __dir__(self): return self.v
    def __fspath__(self): return self.v
    def __class_getitem__(cls, x): return 5
attempt("throw Odd", lambda: g1().throw(Odd))
attempt("throw OddStr", lambda: g1().throw(OddStr))
attempt("throw OddNone", lambda: g1().throw(OddNone))
attempt("throw OddOther", lambda: g1().throw(OddOther))
attempt("throw OddBase", lambda: g1().throw(OddBase))
attempt("throw Odd unstarted", lambda: gen().throw(Odd))
attempt("throw Odd val", lambda: g1().throw(Odd, 1))
attempt("throw Odd none", lambda: g1().throw(Odd, None))
attempt("throw int", lambda: g1().throw(5))
attempt("throw type non-exc", lambda: g1().throw(int))
attempt("throw inst + val", lambda: g1().throw(ValueError(), 1))
attempt("throw tb bad", lambda: g1().throw(ValueError, 1, 5))
def r1(): raise Odd
attempt("raise Odd", r1)
def r2(): raise OddStr("x")
attempt("raise OddStr()", r2)
def r3(): raise ValueError from Odd
def r4(): raise ValueError from 5
attempt("raise from 5", r4)
def r5(): raise 5
attempt("raise 5", r5)
def r6(): raise int
attempt("raise int", r6)
def r7(): raise OddOther
attempt("raise OddOther", r7)
def r8(): raise OddBase
attempt("raise OddBase", r8)
def r9(): raise Odd from OddStr
attempt("raise Odd from OddStr", r9)
def r10(): raise ValueError from OddNone
def r11():
    try:
        raise ValueError
    except ValueError:
        raise Odd
attempt("raise Odd in except", r11)
async def co(): return 1
def co_throw():
    c = co(); 
    try: return c.throw(Odd)
    finally: c.close()
attempt("coro throw Odd", co_throw)
async def ag():
    yield 1
def ag_throw():
    a = ag()
    x = a.athrow(Odd)
    try:
        return x.send(None)
    finally:
        x.close()
attempt("athrow Odd", ag_throw)
def gen2():
    try:
        yield 1
    except Exception as e:
        yield repr(e)
def g2(): g = gen2(); next(g); return g
attempt("throw Odd caught", lambda: g2().throw(Odd))
attempt("throw OddOther caught", lambda: g2().throw(OddOther))
def gclose():
    g = g1()
    return g.close()
attempt("close", gclose)
for v in ["s", None, 1.5]:
    o = I(v)
    print("value", repr(v) if not isinstance(v, I) else "I")
    attempt("hex", lambda: hex(o))
    attempt("bin", lambda: bin(o))
    attempt("oct", lambda: oct(o))
    attempt("index list", lambda: [1, 2, 3][o])
    attempt("index slice", lambda: [1, 2, 3][o:])
    attempt("range", lambda: range(o))
    attempt("int()", lambda: int(o))
    attempt("len", lambda: len(o))
    attempt("bool", lambda: bool(o))
    attempt("not", lambda: not o)
    attempt("if", lambda: 1 if o else 0)
    attempt("repr", lambda: repr(o))
    attempt("str", lambda: str(o))
    attempt("fstr", lambda: f"{o}")
    attempt("fstr r", lambda: f"{o!r}")
    attempt("format", lambda: format(o, "x"))
    attempt("print", lambda: print(o))
    attempt("round", lambda: round(o))
    attempt("abs", lambda: abs(o))
    attempt("math.trunc", lambda: math.trunc(o))
    attempt("in", lambda: 1 in o)
    attempt("sorted", lambda: sorted([o, I(v)]))
    attempt("==", lambda: o == 1)
    attempt("list.index", lambda: [o].index(5))
    attempt("reversed", lambda: reversed(o))
    attempt("%x", lambda: "%x" % o)
    attempt("%d", lambda: "%d" % o)
    attempt("%c", lambda: "%c" % o)
    attempt("%s", lambda: "%s" % o)
    attempt("%r", lambda: "%r" % (o,))
    attempt("*seq", lambda: [1] * o)
    attempt("str*", lambda: "a" * o)
    attempt("bytearray(o)", lambda: bytearray(o))
    attempt("str.center", lambda: "a".center(o))
    attempt("list.pop", lambda: [1, 2].pop(o))
    attempt("dir", lambda: dir(o))
    attempt("repr list", lambda: repr([o]))
    attempt("str list", lambda: str((o,)))
    attempt("divmod", lambda: divmod(o, 1))
    attempt("any", lambda: any([o]))
    attempt("all", lambda: all([o]))
    attempt("filter", lambda: list(filter(None, [o])))
    attempt("min", lambda: min(o, I(v)))
    attempt("isinstance", lambda: isinstance(o, I))
    attempt("deque maxlen", lambda: collections.deque([], o))
    attempt("join", lambda: "".join(o))
    attempt("max key", lambda: max([1, 2], key=lambda x: o))
    attempt("str.join map", lambda: ",".join(map(str, [o])))
    attempt("int.to_bytes", lambda: (5).to_bytes(o, "big"))
    attempt("round nd", lambda: round(1.5, o))
    attempt("math.floor", lambda: math.floor(o))
    attempt("itertools", lambda: list(itertools.islice([1, 2], o)))
    attempt("json", lambda: json.dumps(o))
    attempt("copy", lambda: copy.copy(o) is not None)
    attempt("next", lambda: next(o))
    def w():
        with o as x:
            return x
    attempt("with", w)
    def w2():
        with o:
            raise ValueError("in with")
    attempt("with raise", w2)


# a __hash__ that returns None or a str is a bad result; __hash__ = None is unhashable
class A:
    def __hash__(self): return None
class B:
    __hash__ = None
class C:
    def __eq__(self, o): return True
class D:
    def __hash__(self): return "x"
class E:
    def __hash__(self): return 2**100
for k in (A, B, C, D, E):
    for f in (hash, lambda o: {o: 1}, lambda o: o in {1: 2}):
        try:
            r = f(k())
            print(k.__name__, "ok", r if isinstance(r, int) else len(r) if not isinstance(r, bool) else r)
        except TypeError as e:
            print(k.__name__, e)
