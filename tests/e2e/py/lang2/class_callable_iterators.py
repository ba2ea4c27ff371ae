# __call__ objects and hand-written iterator classes used by builtins.
class Threshold:
    def __init__(self, limit):
        self.limit = limit
        self.checked = 0
    def __call__(self, value):
        self.checked += 1
        return value > self.limit
over10 = Threshold(10)
print(list(filter(over10, [5, 15, 10, 20])), over10.checked, callable(over10), callable(5))
class Countdown:
    def __init__(self, start):
        self.current = start
    def __iter__(self):
        return self
    def __next__(self):
        if self.current <= 0:
            raise StopIteration
        self.current -= 1
        return self.current + 1
print(list(Countdown(4)), sum(Countdown(10)), max(Countdown(3)))
c = Countdown(3)
print(next(c), next(c), next(c), next(c, "done"))
print(list(zip(Countdown(3), "abc")), dict(enumerate(Countdown(2))))
class Pages:
    def __init__(self, n):
        self.n = n
    def __iter__(self):
        for i in range(1, self.n + 1):
            yield f"page-{i}"
p = Pages(3)
print(list(p), list(p), "page-2" in p, sorted(p, reverse=True))
it = iter(p)
print(next(it), type(it).__name__)
class Multiplier:
    def __init__(self, k):
        self.k = k
    def __call__(self, *args, scale=1):
        return [a * self.k * scale for a in args]
m = Multiplier(3)
print(m(1, 2), m(4, scale=10), list(map(Multiplier(2), [1, 2])))
class NotIterable:
    pass
try:
    iter(NotIterable())
except TypeError as e:
    print("TypeError:", e)
try:
    NotIterable()()
except TypeError as e:
    print("TypeError:", e)
