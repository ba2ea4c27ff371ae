# bytes_02: Monty language golden test
b = bytes(range(250, 256))
print(b, list(b), b.hex(), bytes.fromhex(b.hex()) == b)
print(b'a b c'.split(b' ', 1), b'abc'.rfind(b'c'), b'xxabxx'.strip(b'x'), b'ab'.ljust(4, b'-'), b'AbC'.title())
print(b'hello'.removeprefix(b'he'), b'hello'.removesuffix(b'lo'), b'a\tb'.expandtabs(4), b'abc'.capitalize())
print(b'%d%%' % 50, bytes(b'\x00' * 3), b''.join([b'x', bytearray(b'y')]), b'AB'.isupper())
print(b'test'.count(b't'), b'test'.index(b's'), b'ab' < b'abc', b'b' > b'abc', bytes([1]) == b'\x01')
print(b'caf\xc3\xa9'.decode('utf-8'), 'caf\xe9'.encode(), b'x'.decode('ascii'), str(b'q', 'ascii'))
print(int.from_bytes(b'\x00\x10', 'big'), (4096).to_bytes(2, 'little'), b'abc'[::-1], b'abc'[1:2])
try:
    b'abc'.decode('nope-codec')
except LookupError as e:
    print(type(e).__name__, e)
