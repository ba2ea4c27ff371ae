# dunder_reflected_01: Monty language golden test
class N:
    def __init__(self, v):
        self.v = v
    def __repr__(self):
        return f'N{self.v}'
    def __add__(self, o):
        if isinstance(o, N):
            return N(self.v + o.v)
        if isinstance(o, int):
            return N(self.v + o)
        return NotImplemented
    def __radd__(self, o):
        print('radd called with', o)
        return self + o
    def __rsub__(self, o):
        return N(o - self.v)
    def __rtruediv__(self, o):
        return N(o / self.v)
    def __rpow__(self, o):
        return N(o ** self.v)
    def __rlshift__(self, o):
        return N(o << self.v)
    def __rand__(self, o):
        return N(o & self.v)
    def __ror__(self, o):
        return N(o | self.v)
    def __rxor__(self, o):
        return N(o ^ self.v)
    def __rmod__(self, o):
        return N(o % self.v)
    def __rfloordiv__(self, o):
        return N(o // self.v)
    def __rmatmul__(self, o):
        return 'rmatmul'
print(N(1) + N(2), N(1) + 5, 5 + N(1))
print(sum([N(1), N(2), N(3)]))
print(10 - N(3), 1 / N(4), 2 ** N(3), 1 << N(4), 12 & N(10), 12 | N(3), 12 ^ N(5))
print(7 % N(3), 7 // N(2), [1] @ N(0))
try:
    'a' + N(1)
except TypeError as e:
    print(type(e).__name__, e)
try:
    N(1) + 'a'
except TypeError as e:
    print(type(e).__name__, e)
