class M:
    factor = 2
    @staticmethod
    def s(x):
        return x + 1
    @classmethod
    def c(cls, x):
        return cls.factor * x
class N(M):
    factor = 10
print(M.s(1), M().s(2), M.c(3), N.c(3), N().c(1))
