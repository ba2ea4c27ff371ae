# seq * obj after __mul__/__rmul__ decline: sequence repeat with __index__, or the
# "can't multiply sequence" TypeError naming the count's type.
class Vec:
    def __mul__(self, o): return NotImplemented
    def __rmul__(self, o): return NotImplemented
class Idx:
    def __index__(self): return 3
class Both(Idx):
    def __mul__(self, o): return "mul"
class Neg:
    def __index__(self): return -2
cases = [
    lambda: "ab" * Vec(), lambda: Vec() * "ab", lambda: [1] * Vec(), lambda: b"x" * Vec(),
    lambda: (1,) * Vec(), lambda: bytearray(b"q") * Vec(), lambda: "ab" * Idx(),
    lambda: Idx() * "ab", lambda: [0] * Idx(), lambda: b"-" * Idx(), lambda: bytearray(b"z") * Idx(),
    lambda: (1, 2) * Idx(), lambda: Both() * "x", lambda: "x" * Both(), lambda: "x" * Neg(),
    lambda: Vec() * 2, lambda: 2 * Vec(), lambda: "a" * 2.0, lambda: 2.0 * "a",
    lambda: [1] * [2], lambda: Vec() * Vec(), lambda: "a" * None,
]
for f in cases:
    try:
        print(repr(f()))
    except TypeError as e:
        print("TypeError:", e)
l = [1, 2]
alias = l
l *= Idx()
print(l, l is alias)
s = "ab"
s *= Idx()
print(s)
ba = bytearray(b"q")
alias = ba
ba *= Idx()
print(ba, ba is alias)
t = (7,)
t *= Idx()
print(t)
try:
    l *= Vec()
except TypeError as e:
    print("TypeError:", e)
