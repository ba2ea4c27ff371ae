# dunder_new_01: Monty language golden test
class Single:
    _inst = None
    def __new__(cls, *a):
        if cls._inst is None:
            cls._inst = super().__new__(cls)
        return cls._inst
    def __init__(self, v):
        self.v = v
a = Single(1)
b = Single(2)
print(a is b, a.v)
class Pos(int):
    def __new__(cls, v):
        return super().__new__(cls, abs(v))
print(Pos(-5), type(Pos(-5)).__name__, Pos(-5) + 1)
class Up(str):
    def __new__(cls, s):
        return super().__new__(cls, s.upper())
    def shout(self):
        return self + '!'
print(Up('hi'), Up('hi').shout(), isinstance(Up('x'), str))
class Other:
    def __new__(cls):
        return 42
    def __init__(self):
        print('not called')
print(Other())
