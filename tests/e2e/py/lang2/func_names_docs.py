# __name__, __qualname__, __doc__ and __module__ of functions, methods, lambdas and classes.
def top():
    """Top-level function."""
    def nested():
        "Nested docstring."
        return None
    return nested
class Outer:
    """Outer class doc."""
    def method(self):
        """Method doc."""
    class Inner:
        def deep(self):
            pass
    @staticmethod
    def util():
        pass
    @classmethod
    def build(cls):
        pass
items = [top, top(), Outer.method, Outer.Inner.deep, Outer.util, Outer.build, lambda: 0, Outer, Outer.Inner]
for obj in items:
    print(f"{obj.__name__:8} {obj.__qualname__:22} {obj.__doc__!r}")
print(top.__module__, Outer.__module__, __name__)
def no_doc():
    x = "not a docstring"
print(no_doc.__doc__)
def renamed():
    pass
renamed.__name__ = "fancy"
renamed.__qualname__ = "Custom.fancy"
renamed.__doc__ = "set later"
print(renamed.__name__, renamed.__qualname__, renamed.__doc__)
print(repr(Outer().method)[:28])
print(Outer.Inner().deep.__qualname__, type(top).__name__)
