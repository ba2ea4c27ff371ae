# builtins_super_object_01: Monty language golden test
class A:
    def f(self):
        return 'A.f'
class B(A):
    def f(self):
        s = super()
        return 'B>' + s.f()
print(B().f(), type(super(B, B())).__name__)
o = object()
print(o == o, o != object(), str(type(o)), object.__doc__ is not None)
print(object().__class__.__name__, isinstance(A(), object), A.__base__.__name__)
print(sorted(vars(B).keys() - {'__module__', '__doc__'}), B.__mro__[1].__name__)
try:
    super()
except RuntimeError as e:
    print(type(e).__name__, e)
