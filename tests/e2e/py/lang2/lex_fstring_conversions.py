# f-string conversions !r !s !a with user classes, strings and non-ASCII text.
class Point:
    def __init__(self, x, y):
        self.x, self.y = x, y
    def __repr__(self):
        return f"Point({self.x!r}, {self.y!r})"
    def __str__(self):
        return f"({self.x}, {self.y})"

p = Point(1, "two")
print(f"{p}")
print(f"{p!s}")
print(f"{p!r}")
print(f"{p!a}")
city = "Zürich"
print(f"{city} {city!r} {city!a} {city!s}")
items = ["α", 1, None, 2.5]
print(f"{items}", f"{items!a}")
print(f"{p!r:>20}|{city!a:<12}|")
print(f"{3.0!s} {3.0!r} {'x'!r:^7}")
d = {"k": "v"}
print(f"{d['k']!r} {d!s}")
print(f"{None!r} {True!s} {b'by'!a}")
emoji = "\U0001F600"
print(f"{emoji!a} {len(emoji)}")
