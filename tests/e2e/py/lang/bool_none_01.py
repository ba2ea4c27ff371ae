# bool_none_01: Monty language golden test
print(True, False, True + 1, True * 2.5, int(False), str(True), repr(False))
print(bool(0), bool(1), bool(-1), bool(0.0), bool(''), bool(' '), bool([]), bool([0]), bool({}), bool(None))
print(type(True).__name__, isinstance(True, int), issubclass(bool, int), True == 1, (True == 1) == 1)
print(None, repr(None), type(None).__name__, None == 0, None is None, bool(None))
print(True & True, True | False, True ^ True, ~True, -True, abs(False))
print(sum([True, True, False]), max(True, 2), sorted([True, False, 0, 1]))
print(hash(True) == hash(1), {True: 'a', 1: 'b'}, {1, True, 1.0})
print(NotImplemented, Ellipsis, ..., type(...).__name__, type(NotImplemented).__name__)
try:
    None.attr
except AttributeError as e:
    print(type(e).__name__, e)
try:
    nn = None
    nn()
except TypeError as e:
    print(type(e).__name__, e)
