# Issue 16: builtin unhashable types (list, dict, set, bytearray, slice, dict views) have
# __hash__ None, as CPython's; it shows in their __dict__ and in subclasses.
print(list.__hash__, dict.__hash__, set.__hash__, bytearray.__hash__, [].__class__.__hash__ is None)
class U: __hash__ = None
print(U.__hash__)
class E:
    def __eq__(s, o): return True
print(E.__hash__)
class L(list): pass
print(L.__hash__, [].__hash__, 'x'.__hash__ is not None, '__hash__' in list.__dict__, list.__dict__['__hash__'], slice.__hash__)
try: hash(L())
except TypeError as e: print(e)
class LH(list):
    def __hash__(self): return 7
print(hash(LH()), {LH(): 1})
print(dict.__hash__ is None, type({}.keys()).__hash__, frozenset.__hash__ is None, tuple.__hash__ is None)
