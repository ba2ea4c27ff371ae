# issue 13: list.sort (and sorted, min, max) when the key or the comparison
# raises, or mutates the list being sorted: the list keeps all its items, and a mutation
# is reported as "list modified during sort".

def attempt(tag, f):
    try:
        r = f()
    except Exception as e:
        print(tag, "->", type(e).__name__, e)
    else:
        print(tag, "=", r)


l = list(range(1000))
def k(x):
    if x == 1:
        raise ValueError
    return x
try:
    l.sort(key=k)
except ValueError:
    pass
print(l[999], len(l))

# a key that raises at every position, for many sizes, forwards and reversed
for n in (2, 3, 8, 9, 10, 17, 64, 100, 257):
    for bad in sorted({0, 1, n // 2, n - 1}):
        for rev in (False, True):
            l = list(range(n))[::-1]
            def k(x):
                if x == bad:
                    raise KeyError(x)
                return -x
            try:
                l.sort(key=k, reverse=rev)
            except KeyError:
                pass
            assert sorted(l) == list(range(n)), (n, bad, rev)
print("key raises: all items kept")


# a comparison that raises after some calls: the list keeps a permutation of its items
class Bomb:
    calls = 0
    limit = 0

    def __init__(self, v):
        self.v = v

    def __lt__(self, other):
        Bomb.calls += 1
        if Bomb.calls >= Bomb.limit:
            raise RuntimeError("boom")
        return self.v < other.v

    def __repr__(self):
        return "B%d" % self.v


for n in (2, 5, 8, 9, 16, 33, 100):
    for limit in (1, 2, 5, 20, 100, 400):
        Bomb.calls = 0
        Bomb.limit = limit
        l = [Bomb((i * 7919) % n) for i in range(n)]
        vals = sorted(b.v for b in l)
        try:
            l.sort()
        except RuntimeError:
            pass
        assert sorted(b.v for b in l) == vals, (n, limit)
        Bomb.limit = 10 ** 9
        assert sorted(b.v for b in sorted(l)) == vals
print("__lt__ raises: all items kept")

# keys and comparisons that mutate the list being sorted
for n in (2, 9, 50):
    l = list(range(n))
    attempt("append", lambda: (l.sort(key=lambda x: l.append(x) or x), len(l), sorted(l) == list(range(n))))
    l = list(range(n))
    attempt("clear", lambda: (l.sort(key=lambda x: l.clear() or x), len(l)))
    l = list(range(n))
    attempt("extend", lambda: (l.sort(key=lambda x: l.extend([1, 2, 3]) or -x), len(l), l[:3]))
    l = list(range(n))
    def k(x):
        l[:] = range(100)
        return x
    attempt("replace", lambda: (l.sort(key=k), len(l)))
    l = list(range(n))
    def k(x):
        del l[:]
        l.append("x")
        return x
    attempt("del+append", lambda: (l.sort(key=k), len(l)))

    class M:
        def __init__(self, v):
            self.v = v

        def __lt__(self, other):
            l.append(M(0))
            l.pop()
            return self.v < other.v

    l = [M(i) for i in range(n, 0, -1)]
    attempt("lt mutates", lambda: (l.sort(), [m.v for m in l][:3], len(l)))

    class C:
        def __init__(self, v):
            self.v = v

        def __lt__(self, other):
            del l[:]
            return self.v < other.v

    l = [C(i) for i in range(n, 0, -1)]
    attempt("lt clears", lambda: (l.sort(), sorted(c.v for c in l), len(l)))

# sorted, min and max with keys that raise or mutate their input
data = list(range(30))
attempt("sorted key raises", lambda: sorted(data, key=lambda x: 1 // (x - 7)))
attempt("min key raises", lambda: min(data, key=lambda x: 1 // (x - 7)))
attempt("max key raises", lambda: max(data, key=lambda x: 1 // (x - 7)))
d = list(range(30))
attempt("min key clears", lambda: min(d, key=lambda x: d.clear() or x))
d = list(range(30))
attempt("max key grows", lambda: max(d, key=lambda x: (d.append(x) if len(d) < 60 else None) or x))
d = list(range(30))
attempt("sorted key clears", lambda: sorted(d, key=lambda x: d.clear() or -x)[:3])
print(d)

