# set's and dict's in-place operators as methods (__ior__, __iand__, __ixor__, __isub__), as
# CPython shows them: they change and return the left operand, NotImplemented for a foreign one.
s = {1, 2}
print(s.__ior__({3}), s.__iand__({1, 3}), s.__ixor__({5}), s.__isub__({1}), s)
print(s.__ior__([1]), s.__iand__(3), frozenset().__or__({1}))
print(hasattr(frozenset(), "__ior__"), hasattr(set(), "__ior__"), hasattr({}, "__iand__"), hasattr([], "__ior__"))
d = {1: 2}
print(d.__ior__({3: 4}), d.__ior__([(5, 6)]), d)
try: d.__ior__("FooBar")
except ValueError as e: print(e)
try: d.__ior__(42)
except TypeError as e: print(e)
print(d.__or__([1]), d.__ror__(3), d.__ror__({0: 0}))
class S(set): pass
x = S([1])
print(x.__ior__({2}) is x, x)
print(set.__ior__, set().__ior__.__name__)
