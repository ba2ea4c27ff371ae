# class_property_01: Monty language golden test
class Temp:
    def __init__(self):
        self._c = 0
    @property
    def celsius(self):
        """Temperature in C."""
        return self._c
    @celsius.setter
    def celsius(self, v):
        if v < -273:
            raise ValueError('too cold')
        self._c = v
    @celsius.deleter
    def celsius(self):
        print('deleting')
        self._c = None
    @property
    def fahrenheit(self):
        return self._c * 9 / 5 + 32
t = Temp()
t.celsius = 100
print(t.celsius, t.fahrenheit)
try:
    t.celsius = -300
except ValueError as e:
    print(type(e).__name__, e)
try:
    t.fahrenheit = 5
except AttributeError as e:
    print(type(e).__name__, e)
del t.celsius
print(t.celsius)
print(Temp.celsius.__doc__, type(Temp.celsius).__name__)
class P2:
    x = property(lambda self: 42)
print(P2().x)
