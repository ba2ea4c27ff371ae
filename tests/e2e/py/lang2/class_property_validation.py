# @property with setter and deleter used for validation and derived values.
class Temperature:
    def __init__(self, celsius=0.0):
        self.celsius = celsius
    @property
    def celsius(self):
        return self._c
    @celsius.setter
    def celsius(self, value):
        if not isinstance(value, (int, float)):
            raise TypeError(f"celsius must be a number, not {type(value).__name__}")
        if value < -273.15:
            raise ValueError(f"{value} is below absolute zero")
        self._c = float(value)
    @celsius.deleter
    def celsius(self):
        print("  resetting")
        self._c = 0.0
    @property
    def fahrenheit(self):
        return self._c * 9 / 5 + 32
t = Temperature(25)
print(t.celsius, t.fahrenheit)
t.celsius = -40
print(t.celsius, t.fahrenheit)
for bad in ("hot", -300):
    try:
        t.celsius = bad
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
del t.celsius
print(t.celsius)
try:
    t.fahrenheit = 100
except AttributeError as e:
    print("AttributeError:", e)
print(type(Temperature.celsius).__name__, Temperature.fahrenheit.fget(t))
class Lazy:
    def __init__(self):
        self.computed = 0
    @property
    def value(self):
        self.computed += 1
        return 42
lz = Lazy()
print(lz.value, lz.value, lz.computed)
print(isinstance(Temperature.__dict__["celsius"], property), Temperature.celsius.__doc__)
