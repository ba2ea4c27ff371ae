# Issue 16: generator/coroutine introspection attributes (RustPython's
# syntax_generator.py reads gi_yieldfrom): gi_yieldfrom, gi_code, gi_suspended;
# coroutines have cr_* (not gi_*), async generators ag_await/ag_code.


def inner():
    yield 1
    yield 2


def outer():
    yield 0
    r = yield from inner()
    yield r


g = outer()
print(g.gi_yieldfrom, g.gi_suspended, g.gi_running)
next(g)
print(g.gi_yieldfrom, g.gi_suspended)
next(g)
print(type(g.gi_yieldfrom).__name__, g.gi_yieldfrom.__name__, g.gi_suspended)
print(g.gi_code is outer.__code__, g.gi_code.co_name)

it = iter([1, 2, 3])


def over_list():
    yield from it


h = over_list()
next(h)
print(h.gi_yieldfrom is it)
print(list(h), h.gi_yieldfrom, h.gi_suspended)


def watch():
    yield this.gi_yieldfrom, this.gi_suspended, this.gi_running


this = watch()
print(next(this))
this.close()
print(this.gi_suspended, this.gi_yieldfrom)


async def co():
    return 1


c = co()
print(c.cr_await, c.cr_running, c.cr_suspended, c.cr_code.co_name, c.cr_code is co.__code__)
print(hasattr(c, "gi_running"), hasattr(c, "gi_yieldfrom"), hasattr(g, "cr_await"))
try:
    c.send(None)
except StopIteration as e:
    print("returned", e.value)


async def agen():
    yield 1


a = agen()
print(a.ag_await, a.ag_running, a.ag_code.co_name)
