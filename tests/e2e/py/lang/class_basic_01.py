# class_basic_01: Monty language golden test
class Dog:
    species = 'canis'
    def __init__(self, name):
        self.name = name
    def speak(self):
        return f'{self.name} says woof'
d = Dog('rex')
print(d.speak(), d.species, Dog.species, d.name)
d.species = 'own'
print(d.species, Dog.species)
Dog.species = 'changed'
print(Dog('a').species, d.species)
print(type(d).__name__, type(d) is Dog, isinstance(d, Dog), isinstance(d, object))
print(Dog.speak(d))
m = d.speak
print(m(), m.__self__ is d, m.__func__ is Dog.speak)
print(sorted(vars(d)), d.__dict__)
print(Dog.__name__, Dog.__bases__, Dog.__class__)
try:
    d.missing
except AttributeError as e:
    print(type(e).__name__, e)
