class Shape:
    def area(self):
        raise NotImplementedError("subclass must implement")
class Sq(Shape):
    def __init__(self, s):
        self.s = s
    def area(self):
        return self.s ** 2
try:
    Shape().area()
except NotImplementedError as e:
    print("NIE", e)
print(Sq(3).area())
