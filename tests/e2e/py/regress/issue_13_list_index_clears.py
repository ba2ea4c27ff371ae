# A list subscript read the list's length before calling the index's __index__, so an
# __index__ that cleared or shrank the list left the bound check passing on a stale
# length (ASan: SEGV reading the freed item array). The same for assignment and del,
# and the other mutable sequences taking an index.
import collections

L = []


class Clear:
    def __init__(self, v):
        self.v = v

    def __index__(self):
        L.clear()
        return self.v


class Shrink:
    def __init__(self, v):
        self.v = v

    def __index__(self):
        del L[2:]
        return self.v


def run(name, f):
    L[:] = list(range(100, 150))
    try:
        r = f()
        print(name, "ok", type(r).__name__, len(L))
    except (IndexError, TypeError, ValueError) as e:
        print(name, type(e).__name__, e, len(L))


for mk in (Clear, Shrink):
    for v in (0, 1, 5, 40, -1, -3, -40):
        run("get %s %d" % (mk.__name__, v), lambda: L[mk(v)])
        run("set %s %d" % (mk.__name__, v), lambda: L.__setitem__(mk(v), 7))
        run("del %s %d" % (mk.__name__, v), lambda: L.__delitem__(mk(v)))
        run("pop %s %d" % (mk.__name__, v), lambda: L.pop(mk(v)))
        run("insert %s %d" % (mk.__name__, v), lambda: L.insert(mk(v), 7))
        run("index %s %d" % (mk.__name__, v), lambda: L.index(L[-1], mk(v)))

D = collections.deque()


class DClear:
    def __init__(self, v):
        self.v = v

    def __index__(self):
        D.clear()
        return self.v


for v in (0, 5, -1, -40):
    for name, f in [("get", lambda: D[DClear(v)]), ("set", lambda: D.__setitem__(DClear(v), 1)),
                    ("del", lambda: D.__delitem__(DClear(v))), ("insert", lambda: D.insert(DClear(v), 1)),
                    ("rotate", lambda: D.rotate(DClear(v)))]:
        D.extend(range(50))
        try:
            r = f()
            print("deque", name, v, "ok", type(r).__name__, len(D))
        except (IndexError, TypeError, ValueError) as e:
            print("deque", name, v, type(e).__name__, e, len(D))
        D.clear()
