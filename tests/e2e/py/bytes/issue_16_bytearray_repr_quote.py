# Issue 16: bytearray's repr escapes a single quote even inside double quotes, as
# CPython's bytearray_repr does (bytes' repr does not).
class BA(bytearray):
    pass


for data in [b"'", b"it's", b'"', b"'\"", b"a\\b'", b"\x00'\xff", b""]:
    print(repr(bytes(data)), repr(bytearray(data)), repr(BA(data)))
print(str(bytearray(b"x'y")), f"{bytearray(b'q')!r}", [bytearray(b"'")])
