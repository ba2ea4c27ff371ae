class Plugin:
    registry = []
    def __init_subclass__(cls, name=None, **kw):
        super().__init_subclass__(**kw)
        Plugin.registry.append(name or cls.__name__)
class A(Plugin):
    pass
class B(Plugin, name="bee"):
    pass
print(Plugin.registry)
