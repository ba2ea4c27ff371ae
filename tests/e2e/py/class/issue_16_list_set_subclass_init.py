# Subclasses of list and set with an __init__ of their own signature: CPython's list and set
# __new__ take any arguments for a subclass, and their __init__ checks them (with the
# subclass's name for set); frozenset checks in __new__.
class TL(list):
    def __init__(self, t, items=()):
        self.t = t
        super().__init__()
        for i in items:
            self.append(i)
print(TL(int, [1, 2]), TL(int, [1, 2]).t, TL(str))
class L2(list): pass
class S2(set): pass
class FS(frozenset): pass
print(L2("ab"), L2(), L2(x for x in range(3)))
for bad in [lambda: L2(1, 2), lambda: L2(x=1), lambda: list(1, 2), lambda: list(x=1), lambda: S2(1, 2), lambda: S2(x=1), lambda: set(1, 2), lambda: set(x=1), lambda: frozenset(1, 2), lambda: FS(1, 2), lambda: FS(x=1)]:
    try: print(bad())
    except TypeError as e: print("TypeError", e)
for bad in [lambda: S2(1, 2), lambda: S2(x=1), lambda: FS(1, 2), lambda: FS(x=1)]:
    try: print(bad())
    except TypeError as e: print("TypeError", e)
class TS(set):
    def __init__(self, name, items):
        super().__init__(items)
        self.name = name
ts = TS("n", [3, 1, 3]); print(sorted(ts), ts.name, len(ts), type(ts | {9}).__name__)
class S3(set):
    def __init__(self, *items):
        super().__init__(items)
print(sorted(S3(1, 2, 2)), S2([1]) == {1})
s = S2([1, 2]); s.__init__([5]); print(s)
l = L2([1, 2]); l.__init__("xy"); print(l)
class LN(list):
    def __new__(cls, *a, **k):
        return super().__new__(cls, *a, **k)
    def __init__(self, *a, **k):
        super().__init__(a)
print(LN(1, 2, z=3))
