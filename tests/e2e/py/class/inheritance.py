class Animal:
    def __init__(self, name):
        self.name = name
    def speak(self):
        return f"{self.name} makes a sound"
class Dog(Animal):
    def speak(self):
        return f"{self.name} barks"
class Puppy(Dog):
    def speak(self):
        return super().speak() + " softly"
for a in [Animal("x"), Dog("d"), Puppy("p")]:
    print(a.speak(), isinstance(a, Dog))
print(issubclass(Puppy, Animal), Puppy.__mro__)
