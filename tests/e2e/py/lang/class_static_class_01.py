# class_static_class_01: Monty language golden test
class M:
    factor = 2
    def __init__(self, v):
        self.v = v
    @staticmethod
    def add(a, b):
        return a + b
    @classmethod
    def from_str(cls, s):
        return cls(int(s))
    @classmethod
    def scaled(cls, x):
        return x * cls.factor
class N(M):
    factor = 10
print(M.add(1, 2), M(0).add(3, 4))
o = N.from_str('7')
print(type(o).__name__, o.v, M.scaled(3), N.scaled(3), N(1).scaled(1))
print(type(M.__dict__['add']).__name__, type(M.__dict__['from_str']).__name__)
sm = staticmethod(len)
class Q:
    f = sm
print(Q.f('abc'), Q().f([1]))
