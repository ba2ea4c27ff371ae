class A:
    def __init__(self):
        self.a = 1
        self.b = 2
o = A()
print(o.__dict__, vars(o), hasattr(o, "a"), getattr(o, "c", None))
setattr(o, "c", 3)
delattr(o, "a")
print(sorted(o.__dict__))
