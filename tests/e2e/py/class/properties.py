class Temp:
    def __init__(self):
        self._c = 0
    @property
    def f(self):
        return self._c * 9 / 5 + 32
    @f.setter
    def f(self, v):
        self._c = (v - 32) * 5 / 9
t = Temp()
t.f = 212
print(t._c, t.f)
try:
    del t.f
except AttributeError as e:
    print(e)
