class Point:
    def __init__(self, x, y):
        self.x, self.y = x, y
    def dist2(self):
        return self.x ** 2 + self.y ** 2
    def __repr__(self):
        return f"Point({self.x}, {self.y})"
p = Point(3, 4)
print(p, p.dist2(), p.x, Point.dist2(p), type(p).__name__)
