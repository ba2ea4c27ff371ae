# dunder_iter_01: Monty language golden test
class Countdown:
    def __init__(self, n):
        self.n = n
    def __iter__(self):
        return self
    def __next__(self):
        if self.n <= 0:
            raise StopIteration
        self.n -= 1
        return self.n + 1
print(list(Countdown(3)))
c = Countdown(2)
print(next(c), next(c), next(c, 'end'))
for v in Countdown(2):
    print('v', v)
class GenIter:
    def __init__(self, data):
        self.data = data
    def __iter__(self):
        yield from self.data
g = GenIter('xyz')
print(list(g), list(g), sorted(g, reverse=True))
a, b, c = GenIter([1, 2, 3])
print(a, b, c)
print(dict(zip(GenIter('ab'), Countdown(2))))
class NotIter:
    pass
try:
    iter(NotIter())
except TypeError as e:
    print(type(e).__name__, e)
class BadIter:
    def __iter__(self):
        return 5
try:
    iter(BadIter())
except TypeError as e:
    print(type(e).__name__, e)
