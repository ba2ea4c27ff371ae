# Issue 16: small corners as CPython 3.11: slice.indices() in ints of any size (huge steps and
# bounds, a huge length), __imul__/__iadd__ by name (deque, bytearray, list), the dict
# iterators' six type names.
def t(expr):
    try:
        print(expr, "->", eval(expr))
    except BaseException as e:
        print(expr, "->", type(e).__name__, e)
t("slice(0, None, 2**100).indices(10)")
t("slice(None, None, 2**100).indices(10)")
t("slice(None, None, -2**100).indices(10)")
t("slice(2**100, -2**100, -1).indices(10)")
t("slice(-2**100, 2**100).indices(10)")
t("slice(-2**100, 2**100, 3).indices(2**70)")
t("slice(0, None, 0).indices(10)")
t("slice(0, None, 2**100).indices(-1)")
t("slice(0, 5).indices(2**100)")
t("slice(None, None, None).indices(2**64)")
t("slice(1.5).indices(3)")
t("range(10)[::2**100]")
t("range(10)[slice(None, None, -2**100)]")
t("list(range(10))[::2**100]")
t("list(range(10))[::-2**100]")
t("'abcdef'[::2**100]")
t("'abcdef'[2**100:-2**100:-1]")
t("b'abc'[::-2**100]")
t("(1,2,3)[-2**100:2**100]")
from collections import deque
d = deque([1, 2])
t("d.__imul__(3)")
t("d")
t("d.__iadd__([9])")
t("d.__mul__(2)")
t("d.__rmul__(2)")
t("d.__add__(deque([0]))")
ba = bytearray(b"ab")
t("ba.__imul__(3)")
t("ba")
t("ba.__iadd__(b'z')")
t("ba.__mul__(2)")
t("ba.__rmul__(2)")
t("ba.__add__(b'q')")
l = [1]
t("l.__imul__(2)")
t("l.__iadd__([3])")
t("type(reversed({})).__name__")
t("type(reversed({}.keys())).__name__")
t("type(reversed({}.values())).__name__")
t("type(reversed({}.items())).__name__")
t("type(reversed([])).__name__")
t("type(reversed(range(3))).__name__")
t("type(reversed('ab')).__name__")
t("type(reversed((1,))).__name__")
t("type(iter({})).__name__")
for a in ['x', 2.0, None, 3, -1, True]:
    t(f"[1].__imul__({a!r})")
for a in [(2,), 'ab', 5, None, {3: 4}]:
    t(f"[1].__iadd__({a!r})")
class L(list):
    pass
ll = L([1, 2])
ll += [3]
ll *= 2
print(type(ll).__name__, ll)
t("type(iter({}.values())).__name__")
t("type(iter({}.items())).__name__")
t("list(reversed({1: 2, 3: 4}.items()))")
t("list(reversed({1: 2, 3: 4}.values()))")
t("slice(3, 1, -1).indices(5)")
t("slice(-100, 100, -3).indices(5)")
t("slice(True, 2**65, 2**65).indices(3)")
class Ix:
    def __index__(self):
        return 2**80
t("slice(Ix(), None, Ix()).indices(Ix())")
t("slice(0, 'a').indices(3)")
t("slice(0, 1, 'b').indices(3)")
t("slice(0, 1).indices('c')")
t("slice(0, 1, 0).indices(-1)")
