# Issue 16: an exception raised by __set_name__ during class creation is wrapped as CPython
# 3.11 does: RuntimeError('Error calling __set_name__ on ...') from the original (3.12
# adds a note instead); __init_subclass__'s exceptions pass unwrapped.
class D:
    def __set_name__(self, owner, name):
        raise ValueError('boom')
try:
    class A:
        x = D()
except Exception as e:
    print(type(e).__name__, e, repr(e.__cause__), getattr(e, '__notes__', None))
class E:
    def __set_name__(self, owner, name, extra): pass
try:
    class B:
        y = E()
except Exception as e:
    print(type(e).__name__, e, type(e.__cause__).__name__)
class Base:
    def __init_subclass__(cls):
        raise KeyError('isc')
try:
    class C(Base): pass
except Exception as e:
    print(type(e).__name__, e)
try:
    class Z:
        z = D()
except RuntimeError as e:
    print(e.__context__ is e.__cause__, e.__suppress_context__, e.args)
