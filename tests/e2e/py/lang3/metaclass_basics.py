# Classes made by a metaclass are its instances: its methods, properties, dunders,
# __new__/__init__/__call__ through super(), and the metaclass conflict error.
class Meta(type):
    count = 0
    def hello(cls): return "hi " + cls.__name__
    def __repr__(cls): return "<meta " + cls.__name__ + ">"
    @property
    def prop(cls): return 5
    def __new__(mcs, name, bases, ns, **kw):
        ns["made_by"] = mcs.__name__
        return super().__new__(mcs, name, bases, ns)
    def __init__(cls, name, bases, ns, **kw):
        super().__init__(name, bases, ns)
        Meta.count += 1
        cls.kw = kw
    def __len__(cls): return 7
    def __iter__(cls): return iter([1, 2])
    def __getitem__(cls, k): return f"{cls.__name__}[{k}]"
class A(metaclass=Meta):
    def hello2(self): return "inst"
class B(A, flag=1): pass
print(A.hello(), repr(A), A.prop, isinstance(A, Meta), type(A) is Meta, type(B).__name__, Meta.count)
print(B.hello(), B.made_by, B.kw, A.kw, A().hello2(), len(B), list(A), A[3], str(A))
print(isinstance(A(), A), issubclass(B, A), A.__name__, B.__mro__, type(A()).__name__)
try:
    A().hello()
except AttributeError as e:
    print("AttributeError:", e)
class Single(type):
    _inst = {}
    def __call__(cls, *a, **k):
        if cls not in cls._inst:
            cls._inst[cls] = super().__call__(*a, **k)
        return cls._inst[cls]
class S(metaclass=Single):
    def __init__(self, v): self.v = v
print(S(1) is S(2), S(3).v)
X = Meta("X", (), {"q": 1})
print(X, X.q, X.made_by, type(X))
Y = type("Y", (A,), {})
print(type(Y), Y.hello())
class M1(type): pass
class M2(type): pass
class P1(metaclass=M1): pass
class P2(metaclass=M2): pass
try:
    class P3(P1, P2): pass
except TypeError as e:
    print("TypeError:", e)
class Reg(type):
    registry = []
    def __init__(cls, name, bases, ns):
        super().__init__(name, bases, ns)
        if bases:
            Reg.registry.append(name)
class Base(metaclass=Reg): pass
class One(Base): pass
class Two(Base): pass
print(Reg.registry)
class WithAttr(metaclass=Meta):
    hello = "class attr wins"
print(WithAttr.hello)
A.newattr = 4
print(A.newattr, B.newattr, "newattr" in vars(A))
try:
    type.__init__(A, 1, 2)
except TypeError as e:
    print("TypeError:", e)
print(A.__subclasses__(), type.__subclasses__(Base), Meta.__mro__, type(Meta))
