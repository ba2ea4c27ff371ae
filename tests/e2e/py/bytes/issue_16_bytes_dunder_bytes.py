# bytes.__bytes__ (new in CPython 3.11): an exact bytes of the value, the object itself
# when it is one; bytearray has none.
foo = b"foo\x00bar"
print(foo.__bytes__() == foo, foo.__bytes__() is foo, type(foo.__bytes__()).__name__)
class bytes_subclass(bytes):
    pass
bar = bytes_subclass(b"bar\x00foo")
print(bar.__bytes__() == bar, type(bar.__bytes__()).__name__, bar.__bytes__() is bar)
print(hasattr(bytearray(), "__bytes__"), "__bytes__" in dir(b""), bytes.__bytes__(bar))
class WithBytes(bytes):
    def __bytes__(self):
        return b"custom"
print(bytes(WithBytes(b"x")), WithBytes(b"y").__bytes__())
