# dunder_iter_02: Monty language golden test
class Tree:
    def __init__(self, v, kids=()):
        self.v = v
        self.kids = list(kids)
    def __iter__(self):
        yield self.v
        for k in self.kids:
            yield from k
    def __len__(self):
        return sum(1 for _ in self)
    def __contains__(self, x):
        return any(v == x for v in self)
t = Tree(1, [Tree(2, [Tree(3)]), Tree(4)])
print(list(t), len(t), 3 in t, 9 in t, sorted(t, reverse=True), max(t))
print(sum(t), list(map(str, t)), list(zip(t, 'abcd')), dict(enumerate(t)))
class Ranger:
    def __init__(self, n): self.n = n
    def __iter__(self): return RangerIter(self.n)
class RangerIter:
    def __init__(self, n): self.i, self.n = 0, n
    def __iter__(self): return self
    def __next__(self):
        if self.i >= self.n: raise StopIteration
        self.i += 1
        return self.i
r = Ranger(3)
print(list(r), list(r), [a * b for a in r for b in r][:4])
