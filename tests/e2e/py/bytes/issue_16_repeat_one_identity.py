# As CPython: repeating an exact str, bytes or tuple once gives back the very
# object, an empty tuple repeated is itself, and bytes(b) of an exact bytes is b.
# Subclasses and bytearray get new objects.
a = b"123abc!?"
print(a * 1 is a, 1 * a is a, a * 2 is a, a * 0 == b"")
t = (1, 2)
e = ()
print(t * 1 is t, 1 * t is t, e * 5 is e, t * 2)
s = "ab" + str(len(t))
print(s * 1 is s, 1 * s is s, s * 2)
u = s
u *= 1
print(u is s)
print(bytes(a) is a, bytes(a) == a)


class SubBytes(bytes):
    pass


class SubStr(str):
    pass


class SubTuple(tuple):
    pass


b = SubBytes(b"0123")
print(b * 1 is b, type(b * 1).__name__, bytes(b) is b, type(bytes(b)).__name__)
x = SubStr("q")
print(x * 1 is x, type(x * 1).__name__)
y = SubTuple((1,))
print(y * 1 is y, type(y * 1).__name__)
ba = bytearray(b"z")
print(ba * 1 is ba, bytes(ba) == b"z")
