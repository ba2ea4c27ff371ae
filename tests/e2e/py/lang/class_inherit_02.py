# class_inherit_02: Monty language golden test
class Shape:
    sides = 0
    def __init__(self, name):
        self.name = name
    def describe(self):
        return f'{self.name} with {self.sides} sides, area {self.area():.2f}'
    def area(self):
        raise NotImplementedError('subclass must implement')
class Square(Shape):
    sides = 4
    def __init__(self, s):
        super().__init__('square')
        self.s = s
    def area(self):
        return self.s ** 2
class Circle(Shape):
    def __init__(self, r):
        Shape.__init__(self, 'circle')
        self.r = r
    def area(self):
        return 3.14159 * self.r ** 2
for s in [Square(2), Circle(1)]:
    print(s.describe())
try:
    Shape('blob').describe()
except NotImplementedError as e:
    print(type(e).__name__, e)
print(Square.__mro__[1] is Shape, Square.sides, Circle.sides, type(Square(1)).__bases__)
