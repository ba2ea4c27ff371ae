class Upper:
    def __set_name__(self, owner, name):
        self.name = "_" + name
    def __get__(self, obj, objtype=None):
        if obj is None:
            return self
        return getattr(obj, self.name).upper()
    def __set__(self, obj, value):
        setattr(obj, self.name, value)
class Person:
    name = Upper()
    def __init__(self, n):
        self.name = n
print(Person("ann").name, type(Person.name).__name__)
