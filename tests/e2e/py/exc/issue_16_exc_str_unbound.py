# An exception class's __str__ called unbound gives that class's str, not the
# instance's own: LookupError.__str__ is BaseException's, which shows the args,
# even on a KeyError, whose own str is the repr of its key.
k = KeyError("message")
print(str(k), LookupError.__str__(k), BaseException.__str__(k), KeyError.__str__(k))
print(Exception.__str__(KeyError("a", "b")), KeyError.__str__(KeyError()))

o = FileNotFoundError(2, "No such file", "x.txt")
print(str(o))
print(BaseException.__str__(o), OSError.__str__(o), FileNotFoundError.__str__(o))

u = UnicodeDecodeError("utf-8", b"\xff", 0, 1, "invalid start byte")
print(str(u))
print(ValueError.__str__(u))
print(UnicodeDecodeError.__str__(u))

s = SyntaxError("bad", ("f.py", 3, 1, "x x", 3, 4))
print(str(s), Exception.__str__(s))

g = ExceptionGroup("many", [ValueError(1), TypeError(2)])
print(str(g), "|", BaseException.__str__(g))


# A subclass overriding __str__ can still reach its base's through super().
class MyKey(KeyError):
    def __str__(self):
        return "<" + super().__str__() + "|" + LookupError.__str__(self) + ">"


print(str(MyKey("k")))
try:
    raise MyKey("z")
except KeyError as e:
    print("caught", e)

# The wrappers tell which class they belong to.
print(KeyError.__str__, LookupError.__str__, OSError.__str__)
print(KeyError.__str__ is LookupError.__str__, IndexError.__str__ is LookupError.__str__)
try:
    KeyError.__str__(ValueError("v"))
except TypeError as e:
    print("TypeError:", e)
