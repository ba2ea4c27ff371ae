# issue 13: C routines that walk a container while calling back into Python (__index__,
# __eq__, __lt__, key functions, generators) must survive the callback changing,
# clearing or freeing what they walk.


def attempt(tag, f):
    try:
        r = f()
    except Exception as e:
        print(tag, "->", type(e).__name__, e)
    else:
        print(tag, "=", r)


class Shrink:
    """An index that empties the container when asked for its value."""
    def __init__(self, target, value):
        self.target = target
        self.value = value

    def __index__(self):
        del self.target[:]
        return self.value


for mk in (lambda: list(range(20)), lambda: bytearray(range(20))):
    a = mk(); attempt("get[Shrink:]", lambda: a[Shrink(a, 2):])
    a = mk(); attempt("get[:Shrink]", lambda: a[:Shrink(a, 15)])
    a = mk(); attempt("get[::Shrink]", lambda: a[::Shrink(a, 3)])
    a = mk(); attempt("get[-1:Shrink:-1]", lambda: a[19:Shrink(a, 0):-1])
    a = mk()
    def f():
        a[Shrink(a, 2):10] = mk()[:3]
        return a
    attempt("set[Shrink:10]", f)
    a = mk()
    def f():
        a[2:18:Shrink(a, 2)] = mk()[:8]
        return a
    attempt("set[2:18:Shrink]", f)
    a = mk()
    def f():
        del a[Shrink(a, 2):15]
        return a
    attempt("del[Shrink:15]", f)
    a = mk()
    def f():
        del a[::Shrink(a, 2)]
        return a
    attempt("del[::Shrink]", f)

    # a generator that clears the container while its slice is assigned
    a = mk()
    def gen():
        yield 1
        del a[:]
        yield 2
    def f():
        a[5:15] = gen()
        return a
    attempt("set[5:15]=gen", f)
    a = mk()
    def f():
        a[0:20:2] = gen()
        return a
    attempt("set[0:20:2]=gen", f)
    a = mk()
    def f():
        a[15:] = gen()
        return a
    attempt("set[15:]=gen", f)
    a = mk()
    def f():
        a.extend(gen())
        return a
    attempt("extend(gen)", f)
    a = mk()
    def f():
        a.insert(Shrink(a, 10), 7)
        return a
    attempt("insert(Shrink)", f)
    a = mk()
    attempt("pop(Shrink)", lambda: (a.pop(Shrink(a, 3)), a))


class EqClear:
    """Compares equal to nothing, and empties the list on the way."""
    def __init__(self, target):
        self.target = target

    def __eq__(self, other):
        self.target.clear()
        return False

    __hash__ = None


for n in (1, 2, 10, 100):
    a = list(range(n))
    a.append(EqClear(a))
    a.extend(range(5))
    # the EqClear item sits in the middle: comparing against it empties the list
    attempt("remove", lambda: (a.remove(-1), a))
    a = [EqClear(None) for _ in range(n)]
    for x in a:
        x.target = a
    attempt("count", lambda: (a.count(5), a))
    a = [EqClear(None) for _ in range(n)]
    for x in a:
        x.target = a
    attempt("index", lambda: (a.index(5), a))
    a = [EqClear(None) for _ in range(n)]
    for x in a:
        x.target = a
    attempt("in", lambda: (5 in a, a))
    b = [EqClear(a) for _ in range(n)]


class EqDrop:
    """Equal to anything; drops itself out of its list while compared."""
    def __init__(self, target):
        self.target = target

    def __eq__(self, other):
        self.target[:] = []
        return True

    __hash__ = None


a = []
a.append(EqDrop(a))
attempt("remove-drop", lambda: (a.remove(0), a))
a = []
a.append(EqDrop(a))
attempt("index-drop", lambda: a.index(0))
