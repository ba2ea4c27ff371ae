# match_class_01: Monty language golden test
class Point:
    __match_args__ = ('x', 'y')
    def __init__(self, x, y):
        self.x, self.y = x, y
def where(p):
    match p:
        case Point(x=0, y=0):
            return 'origin'
        case Point(0, y):
            return f'on y axis at {y}'
        case Point(x, 0):
            return f'on x axis at {x}'
        case Point(x=x, y=y) if x == y:
            return 'diagonal'
        case Point():
            return 'somewhere'
        case int(n) | float(n):
            return f'number {n}'
        case str() as s:
            return 's=' + s
        case _:
            return 'unknown'
for p in [Point(0, 0), Point(0, 5), Point(3, 0), Point(2, 2), Point(1, 3), 4, 2.5, 'q', None]:
    print(where(p))
