# match with class patterns: positional via __match_args__, keywords, builtins.
class Point:
    __match_args__ = ("x", "y")
    def __init__(self, x, y):
        self.x, self.y = x, y
class Circle:
    __match_args__ = ("center", "r")
    def __init__(self, center, r):
        self.center, self.r = center, r
class Rect:
    def __init__(self, w, h):
        self.w, self.h = w, h
def area(shape):
    match shape:
        case Circle(Point(x=0, y=0), r):
            return f"circle at origin r={r}"
        case Circle(_, r=r) if r <= 0:
            return "degenerate circle"
        case Circle(center=Point(x, y), r=r):
            return f"circle at {x},{y} area~{round(3.14159 * r * r, 2)}"
        case Rect(w=w, h=h) if w == h:
            return f"square {w}"
        case Rect(w=w, h=h):
            return f"rect {w * h}"
        case Point(x, y):
            return f"point {x},{y}"
        case _:
            return "unknown"
shapes = [Circle(Point(0, 0), 2), Circle(Point(1, 1), 0), Circle(Point(2, 3), 1),
          Rect(2, 2), Rect(2, 5), Point(7, 8), "blob"]
for s in shapes:
    print(area(s))
def kind(v):
    match v:
        case bool(b):
            return f"bool {b}"
        case int(n) if n < 0:
            return "negative int"
        case int() | float():
            return f"number {v}"
        case str() as s if not s:
            return "empty string"
        case str(s):
            return f"string {s!r}"
        case [int(), *_] as lst:
            return f"int list of {len(lst)}"
        case dict(d):
            return f"dict with {len(d)}"
        case None:
            return "none"
    return "other"
print([kind(v) for v in [True, -3, 4, 2.5, "", "hi", [1, "x"], {"a": 1}, None, (1,), ["x"]]])
try:
    match Rect(1, 2):
        case Rect(1, 2):
            pass
except TypeError as e:
    print("TypeError:", e)
