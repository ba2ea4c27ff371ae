# type(...)(), type(None)() and type(NotImplemented)() give the singleton (no arguments);
# their __reduce__ is their name; object.__subclasshook__ is there, with no opinion.
print(type(...)(), type(None)(), type(NotImplemented)())
for f in (lambda: type(...)(1), lambda: type(...)(a=1), lambda: type(NotImplemented)(2), lambda: type(None)(a=1),
          lambda: type(Ellipsis).__reduce__(1), lambda: object.__subclasshook__()):
    try:
        print(f())
    except TypeError as e:
        print("TypeError", e)
print(Ellipsis.__reduce__(), NotImplemented.__reduce__(), type(Ellipsis).__reduce__(Ellipsis))
print(type(Ellipsis).__new__(type(Ellipsis)) is Ellipsis, type(...)() is ...)
print(object.__subclasshook__(1), int.__subclasshook__(str), type(...).__subclasshook__(None))
class A: pass
print(A.__subclasshook__(A), A().__subclasshook__(int))
from collections.abc import Hashable, Sized
print(issubclass(int, Hashable), issubclass(A, Sized), isinstance([], Sized))
