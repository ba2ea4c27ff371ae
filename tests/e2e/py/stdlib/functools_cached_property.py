from functools import cached_property
class Data:
    def __init__(self, n):
        self.n = n
    @cached_property
    def total(self):
        print('computing')
        return sum(range(self.n))
d = Data(5)
print(d.total, d.total)
d.total = 100
print(d.total)
del d.total
print(d.total)
print(type(Data.__dict__['total']).__name__)
