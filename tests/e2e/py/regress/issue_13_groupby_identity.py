# itertools.groupby compares keys as CPython's PyObject_RichCompareBool does, identity
# first: a key whose __eq__ is always False (or nan) looped for ever here (the group of
# the first item ended at once and the same item started the next group).
import itertools


class Never:
    def __init__(self, v):
        self.v = v

    def __eq__(self, other):
        return False

    __hash__ = object.__hash__

    def __repr__(self):
        return "N%d" % self.v


items = [Never(i) for i in range(4)]
print([(k, list(g)) for k, g in itertools.groupby(items)])
print([(k, list(g)) for k, g in itertools.groupby([Never(0)] * 3)])
nan = float("nan")
print([(k, len(list(g))) for k, g in itertools.groupby([nan, nan, 1.0, nan])])
print([(k, list(g)) for k, g in itertools.groupby("aabbbc", key=lambda c: Never(ord(c)) if c == "b" else c)])
print([k for k, g in itertools.groupby([nan, nan, nan])])
