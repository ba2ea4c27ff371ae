# Issue 16: dir() reads a class's __slots__ without running script code (a __slots__
# replaced after class creation by an object whose __contains__ deletes it could free it
# while dir() held it); CPython's dir() consults no __slots__ code either.


class Weird:
    def __contains__(self, x):
        print("contains called")
        del X.__slots__
        return True

    def __iter__(self):
        return iter(())


class X:
    __slots__ = ()


X.__slots__ = Weird()
print("__weakref__" in dir(X()), "__slots__" in dir(X))


class Z:
    __slots__ = "__weakref__"


print("__weakref__" in dir(Z), "__dict__" in dir(Z))
