# dunder_arith_02: Monty language golden test
class Money:
    def __init__(self, cents):
        self.cents = cents
    def __repr__(self):
        return f'${self.cents // 100}.{self.cents % 100:02d}'
    def __add__(self, o):
        if isinstance(o, Money):
            return Money(self.cents + o.cents)
        return NotImplemented
    __radd__ = lambda self, o: self if o == 0 else NotImplemented
    def __mul__(self, k):
        return Money(round(self.cents * k))
    __rmul__ = __mul__
    def __lt__(self, o):
        return self.cents < o.cents
    def __eq__(self, o):
        return isinstance(o, Money) and self.cents == o.cents
    def __bool__(self):
        return self.cents != 0
    def __divmod__(self, n):
        return Money(self.cents // n), Money(self.cents % n)
m = Money(1050)
print(m, m + Money(99), m * 2, 3 * m, sum([m, m]), max(m, Money(5)), divmod(m, 4))
print(bool(Money(0)), sorted([Money(3), Money(1)]), m == Money(1050), m * 0.5)
try:
    m + 5
except TypeError as e:
    print(type(e).__name__, e)
