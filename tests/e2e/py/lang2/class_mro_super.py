# Multiple inheritance: C3 MRO, cooperative super() calls, both super() forms.
class Base:
    def __init__(self, **kw):
        self.log = ["Base"]
    def hello(self):
        return "Base"
class Loud(Base):
    def __init__(self, **kw):
        super().__init__(**kw)
        self.log.append("Loud")
    def hello(self):
        return "LOUD " + super().hello()
class Polite(Base):
    def __init__(self, **kw):
        super(Polite, self).__init__(**kw)
        self.log.append("Polite")
    def hello(self):
        return "please " + super().hello()
class Both(Loud, Polite):
    def __init__(self, **kw):
        super().__init__(**kw)
        self.log.append("Both")
    def hello(self):
        return "[" + super().hello() + "]"
b = Both()
print([c.__name__ for c in Both.__mro__])
print(b.log, b.hello())
print(super(Loud, b).hello(), super(Polite, b).hello())
print(isinstance(b, Polite), issubclass(Both, Base), Both.__bases__)
class A: pass
class B(A): pass
class C(A): pass
class D(B, C): pass
print([k.__name__ for k in D.mro()])
try:
    class Bad(A, B):
        pass
except TypeError as e:
    print("TypeError:", str(e).splitlines()[0])
class Counter:
    created = 0
    @classmethod
    def make(cls):
        cls.created += 1
        return cls()
class SubCounter(Counter):
    @classmethod
    def make(cls):
        obj = super().make()
        obj.tag = "sub"
        return obj
s = SubCounter.make()
print(type(s).__name__, s.tag, SubCounter.created, Counter.created)
