# func_attrs_01: Monty language golden test
def f():
    """Docstring here."""
    return 1
def g():
    pass
print(f.__name__, f.__doc__, g.__doc__, f.__qualname__)
class C:
    def m(self):
        """method doc"""
    class Inner:
        def n(self):
            pass
    @staticmethod
    def s(): pass
print(C.m.__qualname__, C.Inner.n.__qualname__, C.m.__doc__, C.s.__qualname__)
def outer():
    def inner():
        pass
    return inner
print(outer().__qualname__, outer().__name__)
print(f.__module__, C.__module__, C.__qualname__, C.Inner.__qualname__)
f.custom = 'attr'
print(f.custom)
g.__doc__ = 'set later'
print(g.__doc__)
print(callable(f), type(f).__name__)
print((lambda: 0).__name__)
