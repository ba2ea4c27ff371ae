# Issue 16: dir() of a builtin type or its instances lists the operators and protocols its
# slots serve (int.__add__, list.__len__, type.__or__ but no float.__invert__) and __doc__,
# as CPython's does; the same names are in the type's __dict__.
SLOTS = {"__len__", "__iter__", "__next__", "__getitem__", "__setitem__", "__delitem__",
         "__contains__", "__bool__", "__call__", "__neg__", "__pos__", "__invert__", "__abs__",
         "__float__", "__int__", "__doc__", "__ior__", "__iand__", "__ixor__", "__isub__"}
for op in ("add", "sub", "mul", "truediv", "floordiv", "mod", "pow", "and", "or", "xor",
           "lshift", "rshift", "divmod"):
    SLOTS.add(f"__{op}__")
    SLOTS.add(f"__r{op}__")
for t in (object, int, bool, float, complex, str, bytes, bytearray, list, tuple, dict, set,
          frozenset, range, type, slice, BaseException, KeyError):
    shown = sorted(n for n in dir(t) if n in SLOTS)
    print(t.__name__, shown)
    own = sorted(n for n in t.__dict__ if n in SLOTS and n != "__doc__")
    print("  own", own == [n for n in shown if n in t.__dict__ and n != "__doc__"])
print(sorted(n for n in dir(3) if n in SLOTS) == sorted(n for n in dir(int) if n in SLOTS))
print("__add__" in dir([]), "__len__" in dir("x"), "__invert__" in dir(1.5), "__or__" in dir(int))
print(hasattr(b"", "__iter__"), list(b"ab".__iter__()), list(bytearray(b"x").__iter__()))
