# Issue 13: b"%b" % x calls x.__bytes__(); when that returned no bytes object, the result
# was dropped before its type was named in the TypeError, so a fresh result (a list made
# by the call, owned only by the formatter) was read after it was freed (ASan:
# heap-use-after-free in mt_type_name). CPython names the type.
class X:
    def __init__(self, make):
        self.make = make

    def __bytes__(self):
        return self.make()


for make in (lambda: [1, 2], lambda: {"a": 1}, lambda: bytearray(b"ab"), lambda: "text", lambda: 7):
    try:
        print(b"%b" % X(make))
    except TypeError as e:
        print("%b", e)
    try:
        print(b"%s" % (X(make),))
    except TypeError as e:
        print("%s", e)
    try:
        print(bytes(X(make)))
    except TypeError as e:
        print("bytes()", e)
