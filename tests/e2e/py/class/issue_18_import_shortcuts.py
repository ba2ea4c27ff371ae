# Issue 18: shortcuts taken while library modules load keep CPython's behaviour: a
# property's doc from its getter, a function's __module__ from its globals' __name__, a
# class's __name__/__qualname__ set after creation, Path.as_uri's safe bytes.
import pathlib

def documented(self):
    """the getter's doc"""
    return 1
def plain(self):
    return 2
def redoc(self):
    """old"""
    return 3
redoc.__doc__ = 'new doc'
class Callable:
    """a callable's doc"""
    def __call__(self, obj):
        return 4
class K:
    a = property(documented)
    b = property(plain)
    c = property(redoc)
    d = property(Callable())
    e = property(documented, doc='given')
print(K.a.__doc__, K.b.__doc__, K.c.__doc__, K.d.__doc__, K.e.__doc__)
print(K().a, K().b, K().c, K().d)

def f1():
    pass
print(f1.__module__)
__name__ = 'renamed'
def f2():
    pass
print(f2.__module__)
del __name__
def f3():
    pass
print(f3.__module__)
__name__ = 'again'
def f4():
    pass
print(f4.__module__, f1.__module__)
class M:
    def m(self):
        pass
print(M.__module__, M.m.__module__)

class N:
    pass
N.__name__ = 'Renamed'
N.__qualname__ = 'Outer.Renamed'
N._private = 1
N.__custom__ = 2
print(N.__name__, N.__qualname__, N._private, N.__custom__, repr(N))
try:
    N.__name__ = 5
except TypeError as e:
    print('TypeError', e)

print(pathlib.PurePosixPath('/a b/c~d_e.f-g/%h/é').as_uri())
