# dunder_inplace_01: Monty language golden test
class Acc:
    def __init__(self):
        self.items = []
    def __iadd__(self, o):
        self.items.append(o)
        return self
    def __isub__(self, o):
        self.items.remove(o)
        return self
    def __imul__(self, k):
        self.items = self.items * k
        return self
    def __ior__(self, o):
        self.items.append(('or', o))
        return self
a = Acc()
ref = a
a += 1
a += 2
a -= 1
a *= 2
a |= 9
print(a.items, a is ref)
class OnlyAdd:
    def __init__(self, v):
        self.v = v
    def __add__(self, o):
        return OnlyAdd(self.v + o)
b = OnlyAdd(1)
old = b
b += 5
print(b.v, b is old, old.v)
class Ret:
    def __iadd__(self, o):
        return 'replaced'
r = Ret()
r += 1
print(r)
