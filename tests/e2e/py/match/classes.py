class Point:
    __match_args__ = ("x", "y")
    def __init__(self, x, y):
        self.x, self.y = x, y
def where(p):
    match p:
        case Point(0, 0):
            return "origin"
        case Point(0, y):
            return f"y axis {y}"
        case Point(x=x, y=0):
            return f"x axis {x}"
        case Point():
            return "elsewhere"
print([where(Point(*c)) for c in [(0, 0), (0, 5), (3, 0), (1, 1)]])
