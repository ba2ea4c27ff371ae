# dunder_container_01: Monty language golden test
class Grid:
    def __init__(self):
        self.d = {}
    def __getitem__(self, k):
        if k not in self.d:
            raise KeyError(k)
        return self.d[k]
    def __setitem__(self, k, v):
        self.d[k] = v
    def __delitem__(self, k):
        del self.d[k]
    def __len__(self):
        return len(self.d)
    def __contains__(self, k):
        return k in self.d
    def __iter__(self):
        return iter(sorted(self.d))
g = Grid()
g[1, 2] = 'a'
g[0, 0] = 'b'
print(len(g), g[1, 2], (0, 0) in g, (5, 5) in g, list(g))
del g[0, 0]
print(len(g), bool(g))
try:
    g['x']
except KeyError as e:
    print(type(e).__name__, e)
class Seq:
    def __getitem__(self, i):
        if i >= 3:
            raise IndexError(i)
        return i * 10
print(list(Seq()), 20 in Seq(), [x for x in Seq()])
class Rev:
    def __len__(self): return 3
    def __getitem__(self, i): return 'abc'[i]
print(list(reversed(Rev())))
