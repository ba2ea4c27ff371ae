# __init__ that is not a plain function: CPython looks it up as a method, so only a
# descriptor binds the new instance; a builtin, a bound method, a class or a callable
# instance is called with the constructor's arguments alone (outside suites' case).


class Log:
    def __init__(self):
        self.seen = []

    def add(self, *args, **kw):
        self.seen.append((args, tuple(sorted(kw.items()))))


log = Log()


class ByBoundMethod:
    __init__ = log.add


obj = ByBoundMethod(1, 2, k=3)
print(type(obj).__name__, log.seen)


class ByBuiltin:
    __init__ = print


ByBuiltin('printed', 'alone', sep='|')


class Maker:
    def __init__(self, *args):
        self.args = args


class ByClass:
    __init__ = Maker


try:
    ByClass(7)
except TypeError as e:
    print('class:', e)


class Callable:
    def __call__(self, *args):
        print('callable got', args)


class ByCallable:
    __init__ = Callable()


ByCallable('a', 'b')


class ByStatic:
    @staticmethod
    def __init__(*args):
        print('static got', len(args), 'arguments')


ByStatic(1, 2)


class ByClassmethod:
    @classmethod
    def __init__(cls, x):
        print('classmethod got', cls.__name__, x)


ByClassmethod(5)


class NotCallable:
    __init__ = 3


try:
    NotCallable()
except TypeError as e:
    print('int:', e)


class ReturnsValue:
    __init__ = len


try:
    ReturnsValue('abc')
except TypeError as e:
    print('len:', e)


class Base:
    __init__ = log.add


class Derived(Base):
    pass


Derived('inherited')
print(log.seen[-1])


class Plain:
    def __init__(self, v):
        self.v = v


print(Plain(4).v)
