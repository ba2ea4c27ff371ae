# objmodel_subclass_num_01: subclasses of int and float
class Pos(int):
    def __new__(cls, v):
        return super().__new__(cls, abs(v))
    def double(self):
        return self * 2
p = Pos(-5)
print(p, repr(p), type(p).__name__, p + 1, type(p + 1).__name__, p.double(), isinstance(p, int))
print(p == 5, hash(p) == hash(5), {p: 'five'}[5], p.bit_length(), int(p), type(int(p)).__name__)
print(float(p), -p, p < 10, [0, 1, 2, 3, 4, 5][p], str(p), f'{p:>4}|{p:b}', '%d' % p, round(p))
class Big(int):
    pass
b = Big(2 ** 70)
print(b, b + 1, type(b + 1).__name__, b // 3, Big(), Big('12'), Big('ff', 16), Big(3.9))
class Named(int):
    def __repr__(self):
        return f'Named({int(self)})'
print(Named(3), [Named(3)], str(Named(3)), Named(3) + Named(4))
class Flags(int):
    def __or__(self, o):
        return Flags(int(self) | int(o))
print(repr(Flags(1) | Flags(2)), type(Flags(1) | 4).__name__, type(4 | Flags(1)).__name__)
class Meters(float):
    def __new__(cls, v, unit='m'):
        obj = super().__new__(cls, v)
        obj.unit = unit
        return obj
    def __str__(self):
        return f'{float(self)}{self.unit}'
m = Meters(2.5)
print(m, repr(m), m * 2, type(m * 2).__name__, m.unit, isinstance(m, float), m.is_integer())
print(round(m), f'{m:.3f}', int(m), m == 2.5, sorted([Meters(3), Meters(1.5)]))
print(issubclass(Pos, int), Pos.__mro__, Pos.__bases__)
try:
    class B2(bool):
        pass
except TypeError as e:
    print(type(e).__name__, e)
