# Introspection: type(), isinstance, vars/__dict__, getattr family, __class__, dir filtering.
class Animal:
    kingdom = "animalia"
    def __init__(self, name):
        self.name = name
    def speak(self):
        return "..."
class Dog(Animal):
    def speak(self):
        return "woof"
d = Dog("rex")
print(type(d).__name__, d.__class__.__name__, type(d) is Dog, type(d) == Animal)
print(isinstance(d, Animal), isinstance(d, (int, str)), isinstance(d, (int, Dog)))
print(issubclass(Dog, Animal), issubclass(Dog, (str, Animal)), issubclass(Animal, Dog))
print(vars(d), d.__dict__ is vars(d))
setattr(d, "age", 3)
print(getattr(d, "age"), getattr(d, "kingdom"), getattr(d, "color", "n/a"), hasattr(d, "speak"))
delattr(d, "age")
print(sorted(vars(d)), "kingdom" in vars(d), "kingdom" in vars(Animal))
public = [n for n in dir(d) if not n.startswith("_")]
print(public)
print(getattr(d, "speak")(), Animal.speak(d), type(d).speak(d), type(d).__mro__[1].__name__)
method = d.speak
print(method.__self__ is d, method.__func__ is Dog.speak, method.__name__)
print(type(Dog).__name__, type(type).__name__, type(None).__name__, type(len).__name__)
Cat = type("Cat", (Animal,), {"speak": lambda self: "meow", "lives": 9})
c = Cat("tom")
print(c.speak(), c.lives, c.name, Cat.__name__, Cat.__bases__[0].__name__, isinstance(c, Animal))
try:
    getattr(d, "nope")
except AttributeError as e:
    print("AttributeError:", e)
try:
    setattr(5, "x", 1)
except AttributeError as e:
    print("AttributeError:", e)
