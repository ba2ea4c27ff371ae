# class_inherit_01: Monty language golden test
class Animal:
    def __init__(self, name):
        self.name = name
    def speak(self):
        return '...'
    def intro(self):
        return f'{self.name}: {self.speak()}'
class Cat(Animal):
    def speak(self):
        return 'meow'
class Kitten(Cat):
    def __init__(self, name, age):
        super().__init__(name)
        self.age = age
    def speak(self):
        return super().speak() + '!'
print(Animal('x').intro(), Cat('tom').intro(), Kitten('k', 1).intro())
k = Kitten('k', 1)
print(isinstance(k, Animal), issubclass(Kitten, Animal), issubclass(Animal, Cat))
print([c.__name__ for c in Kitten.__mro__])
print(Kitten.__bases__[0].__name__, k.age)
print(issubclass(Cat, (int, Animal)), isinstance(3, (str, int)))
