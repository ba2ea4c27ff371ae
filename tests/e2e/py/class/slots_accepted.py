class P:
    __slots__ = ("x", "y")
    def __init__(self):
        self.x = 1
        self.y = 2
p = P()
print(p.x + p.y)
