# In-place operators (__iadd__ returning self) vs fallback to __add__; reflected operators.
class Bag:
    def __init__(self, items=()):
        self.items = list(items)
    def __add__(self, other):
        print("  __add__")
        return Bag(self.items + list(other.items))
    def __iadd__(self, other):
        print("  __iadd__")
        self.items.extend(other.items)
        return self
    def __repr__(self):
        return f"Bag({self.items})"
class Frozen:
    def __init__(self, v):
        self.v = v
    def __add__(self, o):
        return Frozen(self.v + (o.v if isinstance(o, Frozen) else o))
    def __radd__(self, o):
        print("  __radd__ with", o)
        return Frozen(o + self.v)
    def __rsub__(self, o):
        return Frozen(o - self.v)
    def __rtruediv__(self, o):
        return Frozen(o / self.v)
    def __rpow__(self, o):
        return Frozen(o ** self.v)
    def __repr__(self):
        return f"Frozen({self.v})"
b = Bag([1])
alias = b
b += Bag([2])
print(b, alias, b is alias)
f = Frozen(1)
keep = f
f += 5
print(f, keep, f is keep)
print(10 + Frozen(2), 10 - Frozen(3), 1 / Frozen(4), 2 ** Frozen(5))
print(sum([Frozen(1), Frozen(2)]))
class Meters:
    def __init__(self, v):
        self.v = v
    def __eq__(self, o):
        print("  Meters.__eq__")
        return isinstance(o, Meters) and o.v == self.v
    def __lt__(self, o):
        return self.v < o.v
    def __gt__(self, o):
        return self.v > o.v
print(Meters(1) == Meters(1), 5 == Meters(5))
print(Meters(1) < Meters(2), Meters(3) > Meters(2), sorted([Meters(3), Meters(1)], key=lambda m: m.v)[0].v)
try:
    Meters(1) <= Meters(2)
except TypeError as e:
    print("TypeError:", e)
try:
    Frozen(1) - Frozen(2)
except TypeError as e:
    print("TypeError:", e)
