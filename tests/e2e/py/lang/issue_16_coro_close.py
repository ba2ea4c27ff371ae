# Issue 16: a coroutine or async generator dropped while suspended is closed as a generator
# is (CPython 3.11 without an event loop's hooks): finally blocks run at once; an async
# generator whose finally awaits is "async generator ignored GeneratorExit", unraisable.
import sys


def hook(u):
    print("unraisable:", u.exc_type.__name__, u.exc_value, type(u.object).__name__)


sys.unraisablehook = hook


class Tick:
    def __await__(self):
        yield "tick"


async def coro():
    try:
        await Tick()
        print("not reached")
    finally:
        print("coro finally")


c = coro()
print(c.send(None))
del c
print("after coro")


async def agen():
    try:
        yield 1
        yield 2
    finally:
        print("agen finally")


def first(a):
    try:
        a.__anext__().send(None)
    except StopIteration as e:
        print("first", e.value)


a = agen()
first(a)
del a
print("after agen")


async def agen2():
    try:
        yield 1
    finally:
        await Tick()
        print("not reached")


a = agen2()
first(a)
a = None
print("after agen2")


async def outer():
    try:
        await coro()
    finally:
        print("outer finally")


o = outer()
print(o.send(None))
o = None
print("after outer")
