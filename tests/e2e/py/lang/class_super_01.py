# class_super_01: Monty language golden test
class Base:
    def __init__(self):
        self.log = ['base']
    def hello(self, x):
        return f'Base.hello({x})'
    @classmethod
    def make(cls):
        return cls.__name__
class Child(Base):
    def __init__(self):
        super(Child, self).__init__()
        self.log.append('child')
    def hello(self, x):
        return 'Child+' + super(Child, self).hello(x)
    @classmethod
    def make(cls):
        return 'child:' + super().make()
c = Child()
print(c.log, c.hello(1), Child.make())
class GrandChild(Child):
    def hello(self, x):
        return super(Child, self).hello(x)
print(GrandChild().hello(2))
print(super(Child, c).hello(3))
class NoArgs(Base):
    def m(self):
        f = lambda: super(NoArgs, self).hello('lam')
        return f()
print(NoArgs().m())
