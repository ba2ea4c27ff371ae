# builtins_type_01: Monty language golden test
print(type(1), type('s'), type([]), type(None), type(type), type(len), type(print).__name__)
T = type('T', (object,), {'x': 5, 'hello': lambda self: 'hi'})
print(T.__name__, T().x, T().hello(), T.__bases__)
print(isinstance(1, int), isinstance(1, (str, float)), isinstance(True, int), isinstance([], list))
print(issubclass(bool, int), issubclass(int, object), issubclass(list, (dict, list)), issubclass(type, object))
print(isinstance(int, type), isinstance(object, type), isinstance(type, object))
try:
    isinstance(1, 5)
except TypeError as e:
    print(type(e).__name__, e)
try:
    issubclass(1, int)
except TypeError as e:
    print(type(e).__name__, e)
print(callable(len), callable(lambda: 0), callable(int), callable('x'), callable(T().hello))
o = object()
print(type(o).__name__, str(type(o)), object.__name__)
try:
    o.x = 1
except AttributeError as e:
    print(type(e).__name__, e)
print(int.__mro__, bool.__mro__)
