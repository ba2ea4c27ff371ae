# objmodel_type_attrs_01: attributes of classes themselves (__class__, dir, __doc__, MRO errors)
class Animal:
    """An animal."""
    kind = 'any'
    def speak(self):
        return '...'
class Dog(Animal):
    def speak(self):
        return 'woof'
print(Dog.__class__, Animal.__class__.__name__, type.__class__, Dog().__class__.__name__)
print(Animal.__doc__, Dog.__doc__, object.__doc__.splitlines()[0])
print('speak' in dir(Dog), 'kind' in dir(Dog), '__init__' in dir(Dog), '__class__' in dir(Dog))
print(sorted(n for n in dir(Dog) if not n.startswith('_')), dir(Dog) == sorted(dir(Dog)))
print(Dog.__name__, Dog.__qualname__, Dog.__module__, Dog.__bases__, Dog.__base__.__name__)
print([c.__name__ for c in Dog.__mro__], Dog.mro() == list(Dog.__mro__))
class A: pass
class B(A): pass
class C(A): pass
for bases in ((A, B), (B, C, A, B), (C, B)):
    try:
        X = type('X', bases, {})
        print([k.__name__ for k in X.__mro__])
    except TypeError as e:
        print(type(e).__name__, str(e).replace('\n', ' / '))
class P1: pass
class P2: pass
class Q1(P1, P2): pass
class Q2(P2, P1): pass
try:
    class R(Q1, Q2): pass
except TypeError as e:
    print(e)
print(isinstance(Dog, type), type(Dog) is type, Dog.__dict__['speak'].__name__, 'kind' in Dog.__dict__)
