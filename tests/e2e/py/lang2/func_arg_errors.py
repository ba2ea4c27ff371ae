# Call errors: the TypeError messages CPython gives for wrong arguments.
def area(width, height):
    return width * height
def tagged(name, /, *, tag):
    return f"{name}#{tag}"
class Shape:
    def scale(self, factor):
        return factor
calls = [
    lambda: area(1),
    lambda: area(1, 2, 3),
    lambda: area(1, height=2, width=3),
    lambda: area(1, depth=2),
    lambda: area(),
    lambda: tagged("a", "b"),
    lambda: tagged(name="a", tag="b"),
    lambda: tagged("a"),
    lambda: Shape().scale(),
    lambda: Shape().scale(1, 2),
    lambda: Shape.scale(2),
    lambda: len(),
    lambda: len([], []),
    lambda: (lambda: 0)(1),
    lambda: dict(1, 2),
]
for c in calls:
    try:
        c()
        print("no error")
    except TypeError as e:
        print("TypeError:", e)
