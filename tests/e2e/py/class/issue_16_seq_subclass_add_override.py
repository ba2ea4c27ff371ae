# A subclass of a builtin sequence that defines __add__ (or __mul__/__rmul__)
# gives up the base's concatenation (repetition): an override returning
# NotImplemented makes the operator a TypeError, never the base's result.
for base, left, right in ((str, "a", "b"), (bytes, b"a", b"b"), (tuple, (1,), (2,)),
                          (list, [1], [2]), (bytearray, b"a", b"b")):
    class Declines(base):
        def __add__(self, other):
            return NotImplemented

    class Child(Declines):
        pass

    for cls in (Declines, Child):
        try:
            print(base.__name__, cls.__name__, cls(left) + right)
        except TypeError as e:
            print(base.__name__, cls.__name__, "TypeError:", e)
    # the right operand's concatenation is never used for the left's +
    print(base.__name__, "right", right + Declines(left))

    class Plain(base):
        pass

    print(base.__name__, "plain", Plain(left) + right, right + Plain(left))


# A reflected __radd__ of the right operand comes before the left sequence's
# concatenation, also when both are sequences.
class Reflecting(str):
    def __radd__(self, other):
        return "reflected " + other


class Native(str):
    pass


print(Native("a") + Reflecting("b"), "a" + Reflecting("b"))


class Counting:
    calls = 0

    def __radd__(self, other):
        Counting.calls += 1
        return NotImplemented


for left in ("a", Native("a"), [1], (1,), b"a"):
    try:
        left + Counting()
    except TypeError as e:
        print("TypeError:", e)
print("calls", Counting.calls)

for base, v in ((list, [1]), (tuple, (1,)), (str, "a"), (bytes, b"a")):
    class NoMul(base):
        def __mul__(self, other):
            return NotImplemented

    class NoRMul(base):
        def __rmul__(self, other):
            return NotImplemented

    for f in (lambda: NoMul(v) * 2, lambda: 2 * NoMul(v), lambda: 2 * NoRMul(v),
              lambda: NoRMul(v) * 2):
        try:
            print(base.__name__, f())
        except TypeError as e:
            print(base.__name__, "TypeError:", e)


class MyInt(int):
    def __add__(self, other):
        return NotImplemented


print(MyInt(1) + 2, 2 + MyInt(1))
x = Native("q")
x += "r"
print(x, type(x).__name__)
try:
    Native("a") + 1
except TypeError as e:
    print("TypeError:", e)
