class V:
    def __init__(self, x):
        self.x = x
    def __add__(self, o):
        return V(self.x + (o.x if isinstance(o, V) else o))
    def __radd__(self, o):
        return V(o + self.x)
    def __mul__(self, k):
        return V(self.x * k)
    def __neg__(self):
        return V(-self.x)
    def __repr__(self):
        return f"V({self.x})"
print(V(1) + V(2), V(1) + 5, 5 + V(1), V(3) * 2, -V(4), sum([V(1), V(2)], V(0)))
