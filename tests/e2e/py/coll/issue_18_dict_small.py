# Dicts of up to five keys keep their tables inside the dict object (issue 18): growing out
# of them, shrinking back, refilling after a clear, copies, iteration, a lookup whose __eq__
# clears the dict.
for n in [0, 3, 5, 6, 12]:
    g = {"a": 1, "b": 2}
    g.clear()
    for i in range(n):
        g["r%d" % i] = i
    print(n, sorted(g.items()), g == dict(g.items()))

d = {}
for i in range(12):
    d[i] = i * i
    print(len(d), list(d)[-1], d.get(i - 1), i in d)
for i in range(10):
    del d[i]
d["x"] = "y"  # the insert after the deletions compacts: back into the small tables
d["z"] = 1
print(d, d.copy(), dict(d), len(d))
for k in list(d):
    d.pop(k)
print(d, {**{"p": 1}, **{"q": 2, "p": 3}})
e = dict.fromkeys("abcde", 0)
print(e, e.copy() == e, e.popitem(), e)
try:
    for k in e:
        e["new" + k] = 1
except RuntimeError as x:
    print("RuntimeError", x)


class P:
    def __init__(self, k):
        for i in range(k):
            setattr(self, "f%d" % i, i)


objs = [P(k) for k in range(9)]
print([len(vars(o)) for o in objs], vars(objs[6])["f5"], objs[8].f7)
o = objs[5]
o.__dict__.clear()
o.z = 1
print(vars(o))


class K:
    def __init__(self, v):
        self.v = v

    def __hash__(self):
        return 7

    def __eq__(self, other):
        h.clear()  # the table the lookup walks goes away
        return False


h = {K(i): i for i in range(1)}
h[K(9)] = 9
print(len(h), [k.v for k in h])
