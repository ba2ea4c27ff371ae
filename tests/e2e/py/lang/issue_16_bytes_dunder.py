# Issue 16: bytes(x) asks x.__bytes__() first (bytearray(x) does not), and checks its result.
class A:
    def __bytes__(self):
        return b"hi"


class B:
    def __bytes__(self):
        return "no"


class C(bytes):
    pass


print(bytes(A()))
try:
    bytes(B())
except TypeError as e:
    print(e)
print(C(A()), type(C(A())))
try:
    bytearray(A())
except TypeError as e:
    print(e)
print(bytes(A(), ) == b"hi", bytes([1, 2]), bytes(3))
