# dunder_arith_01: Monty language golden test
class V:
    def __init__(self, x, y):
        self.x, self.y = x, y
    def __repr__(self):
        return f'V({self.x}, {self.y})'
    def __add__(self, o):
        return V(self.x + o.x, self.y + o.y)
    def __sub__(self, o):
        return V(self.x - o.x, self.y - o.y)
    def __mul__(self, k):
        return V(self.x * k, self.y * k)
    def __rmul__(self, k):
        return V(self.x * k * 100, self.y * k * 100)
    def __truediv__(self, k):
        return V(self.x / k, self.y / k)
    def __floordiv__(self, k):
        return V(self.x // k, self.y // k)
    def __mod__(self, k):
        return V(self.x % k, self.y % k)
    def __pow__(self, k):
        return V(self.x ** k, self.y ** k)
    def __neg__(self):
        return V(-self.x, -self.y)
    def __pos__(self):
        return self
    def __abs__(self):
        return (self.x ** 2 + self.y ** 2) ** 0.5
    def __invert__(self):
        return V(self.y, self.x)
a, b = V(1, 2), V(3, 4)
print(a + b, a - b, a * 3, 3 * a, b / 2, b // 2, b % 2, a ** 2)
print(-a, +a, abs(V(3, 4)), ~a)
try:
    a + 1
except AttributeError as e:
    print(type(e).__name__, e)
try:
    a @ b
except TypeError as e:
    print(type(e).__name__, e)
