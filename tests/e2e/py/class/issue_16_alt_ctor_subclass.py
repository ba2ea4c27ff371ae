# bytes/bytearray.fromhex, int.from_bytes and float.fromhex called on a subclass call
# the subclass with the base's result (its __new__ runs), as CPython does.
class B1(bytearray):
    def __new__(cls, value):
        print("new", type(value).__name__, value)
        me = super().__new__(cls, value)
        me.foo = 'bar'
        return me
b = B1.fromhex('a0a1a2')
print(type(b).__name__, b, getattr(b, "foo", None))
class B2(bytes):
    def __new__(cls, value):
        print("new2", type(value).__name__)
        return super().__new__(cls, value)
c = B2.fromhex('a0')
print(type(c).__name__, c)
class D(dict):
    def __init__(self, *a, **k):
        print("init D", a)
        super().__init__(*a, **k)
print(type(D.fromkeys("ab")).__name__)
class I(int):
    def __new__(cls, v):
        print("new I", v)
        return super().__new__(cls, v)
print(type(I.from_bytes(b"\x01", "big")).__name__)
class F(float):
    def __new__(cls, v):
        print("new F", v)
        return super().__new__(cls, v)
print(type(F.fromhex("0x1p0")).__name__)
print(bytearray.fromhex("ab"), bytes.fromhex("ab"), b"".fromhex("01"), bytearray(b"").fromhex("02"))
print(bool.from_bytes(b"\x01", "big"), bool.from_bytes(b"\x00", "big"), int.from_bytes(b"\x01", "big"))
print(float.fromhex("0x1p1"), (1.0).fromhex("0x1p2"))
class Odd(float):
    def __new__(cls, v):
        return "odd " + repr(v)
print(Odd.fromhex("0x1p3"))
class BadB(bytes):
    def __new__(cls, v):
        raise ValueError("no")
try:
    BadB.fromhex("00")
except ValueError as e:
    print("ValueError", e)
