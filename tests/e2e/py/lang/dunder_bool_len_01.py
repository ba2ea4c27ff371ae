# dunder_bool_len_01: Monty language golden test
class B:
    def __init__(self, v): self.v = v
    def __bool__(self): return self.v
class L:
    def __init__(self, n): self.n = n
    def __len__(self): return self.n
print(bool(B(True)), bool(B(False)), bool(L(0)), bool(L(2)), len(L(7)))
print('yes' if L(1) else 'no', 'yes' if B(False) else 'no', not L(0))
class Neither: pass
print(bool(Neither()))
class BadBool:
    def __bool__(self): return 1
try:
    bool(BadBool())
except TypeError as e:
    print(type(e).__name__, e)
class NegLen:
    def __len__(self): return -1
try:
    len(NegLen())
except ValueError as e:
    print(type(e).__name__, e)
try:
    len(5)
except TypeError as e:
    print(type(e).__name__, e)
print(B(False) and 'x' or 'y')
