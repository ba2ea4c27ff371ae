# dunder_init_subclass_01: Monty language golden test
class Plugin:
    registry = []
    def __init_subclass__(cls, key=None, **kw):
        super().__init_subclass__(**kw)
        cls.key = key or cls.__name__.lower()
        Plugin.registry.append(cls.key)
class A(Plugin):
    pass
class B(Plugin, key='bee'):
    pass
class C(B):
    pass
print(Plugin.registry, A.key, B.key, C.key)
class Base:
    def __init_subclass__(cls):
        print('init_subclass', cls.__name__)
class D(Base): pass
class E(D): pass
