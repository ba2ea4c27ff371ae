# dunder_misc_01: Monty language golden test
class C:
    def __init__(self, items):
        self.items = items
    def __reversed__(self):
        return iter(self.items[::-1])
    def __index__(self):
        return 2
    def __int__(self):
        return 7
    def __float__(self):
        return 1.5
    def __round__(self, n=None):
        return 'rounded' if n is None else f'rounded {n}'
    def __trunc__(self):
        return 3
    def __complex__(self):
        return 1j
c = C([1, 2, 3])
print(list(reversed(c)), [10, 20, 30][c], int(c), float(c), round(c), round(c, 1))
print(bin(c), hex(c), oct(c), 'abcd'[c:], range(c), complex(c))
import math
print(math.trunc(c))
class E:
    def __eq__(self, o):
        return 'eq result'
print(E() == 1, E() != 1)
class Con:
    def __enter__(self): return 'e'
    def __exit__(self, *a): pass
with Con() as v:
    print(v)
