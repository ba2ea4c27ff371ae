# The operator methods each builtin shows are CPython's: no str.__sub__ or str.__radd__, no
# float.__lshift__, no complex.__mod__; the ones shown still work.
names = ('__add__','__sub__','__mul__','__truediv__','__floordiv__','__mod__','__pow__','__and__','__or__','__xor__','__lshift__','__rshift__','__divmod__','__radd__','__rsub__','__rmul__','__rtruediv__','__rfloordiv__','__rmod__','__rpow__','__rand__','__ror__','__rxor__','__rlshift__','__rrshift__','__rdivmod__')
for v in (1, True, 1.5, 1j, "s", b"b", bytearray(b"x"), [1], (1,), {1}, frozenset(), {1: 2}, {}.keys(), {}.items(), {}.values(), range(2)):
    print(type(v).__name__, [n for n in names if hasattr(v, n)])
print(hasattr(str, "__radd__"), hasattr(str, "__sub__"))
print(str.__add__("a", "b"), (1.5).__mod__(1), (2).__rlshift__(1), {1}.__rsub__({1, 2}), [1].__rmul__(2), "%s".__rmod__(1) if hasattr("", "__rmod__") else "-")
