# Issue 16: a generator dropped while suspended in a try or with is closed at once, as
# CPython's finalizer does: GeneratorExit is thrown in at its yield, its finally blocks and
# with exits run before the next statement; an error there is unraisable (sys.unraisablehook).
import sys


def hook(u):
    print("unraisable:", u.exc_type.__name__, u.exc_value, u.err_msg,
          type(u.object).__name__, u.object.__name__)


sys.unraisablehook = hook


def gen(tag):
    try:
        yield 1
        yield 2
    finally:
        print("finally", tag)


for x in gen("for-break"):
    break
print("after for-break")

g = gen("del")
next(g)
del g
print("after del")

g = gen("rebound")
next(g)
g = None
print("after rebound")

g = gen("first")
next(g)
g = gen("second")
next(g)
print("between")
g = 0
print("after both")


class CM:
    def __init__(self, tag):
        self.tag = tag

    def __enter__(self):
        print("enter", self.tag)
        return self

    def __exit__(self, t, v, tb):
        print("exit", self.tag, t.__name__ if t else None)
        return False


def wgen():
    with CM("w"):
        yield 1
        yield 2


w = wgen()
next(w)
w = None
print("after with")


def local():
    g = gen("local")
    next(g)
    return 5


print(local())
print("after local")


def in_loop():
    for x in gen("return-in-loop"):
        return x


print(in_loop())


def bad():
    try:
        yield 1
    finally:
        raise ValueError("oops")


b = bad()
next(b)
del b
print("after bad")


def stubborn():
    try:
        yield 1
    finally:
        yield 2
        print("never")


s = stubborn()
print(next(s), "then dropped")
s = []
print("after stubborn")


def inner():
    try:
        yield 1
    finally:
        print("inner finally")


def outer():
    try:
        yield from inner()
    finally:
        print("outer finally")


o = outer()
next(o)
del o
print("after nested")


def plain_outer():
    yield from inner()


o = plain_outer()
next(o)
o = None
print("after plain outer")


class Delegate:
    def __iter__(self):
        return self

    def __next__(self):
        return 1

    def close(self):
        print("delegate closed")


def delegating():
    yield from Delegate()


o = delegating()
next(o)
o = None
print("after delegate")


def unstarted():
    try:
        yield 1
    finally:
        print("never")


u = unstarted()
del u
print("after unstarted")


def catches():
    try:
        yield 1
    except GeneratorExit:
        print("got GeneratorExit")
        raise


c = catches()
next(c)
c = 0
print("after catches")


def returns():
    try:
        yield 1
    finally:
        return 7


r = returns()
next(r)
del r
print("after returns")

lst = [gen("list1"), gen("list2"), gen("list3")]
for q in lst:
    next(q)
del q
lst = None
print("after list")

d = {"a": gen("dict-a"), "b": gen("dict-b")}
for q in d.values():
    next(q)
del q
d.clear()
print("after dict clear")


class Holder:
    pass


h = Holder()
h.g = gen("attr")
next(h.g)
h.g = None
print("after attr")
h.g = gen("attr-del")
next(h.g)
del h.g
print("after attr del")


def chain():
    try:
        yield 1
    finally:
        print("chain finally")
        g2 = gen("dropped-in-finally")
        next(g2)
        del g2
        print("chain finally end")


c = chain()
next(c)
c = None
print("after chain")


print("end")
