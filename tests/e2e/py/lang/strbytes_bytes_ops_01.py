# strbytes_bytes_ops_01: bytes/bytearray indexing, slicing, comparison, concatenation and errors
b = b'hello'
ba = bytearray(b)
print(b[1], b[-1], b[1:3], b[::-2], ba[1:3], ba[::2], type(ba[1:]).__name__, b[10:], b[:-10])
print(b == ba, ba == b, b < b'help', b > bytearray(b'hell'), b + ba, ba + b, type(ba + b).__name__, b * 2, 2 * ba)
print(b'' == bytes(), bytes(ba) is not ba, hash(b'abc') == hash(b'abc'), b'a' != 'a', list(bytearray(b'\x00\xff')))
print(bytes(4), bytes([1, 2]), bytes(range(3)), bytes(b'x'), bytes(bytearray(b'y')), bytes('é', 'utf-8'), bytearray(2), bytearray([255]))
print(bytes.fromhex('ff'), bytes(x for x in [104, 105]), bytearray(b'a') * 3, b'ab' * -1, b'x' in b'xyz', 104 in b)
for bad in [lambda: b[5], lambda: ba[5], lambda: b['a'], lambda: ba['a'], lambda: b + 'x', lambda: b + 1, lambda: bytes('x'),
            lambda: bytes(-1), lambda: bytes([-1]), lambda: bytearray([256]), lambda: bytes(1.5), lambda: b * 'x', lambda: 'x' in b,
            lambda: 256 in b, lambda: hash(ba), lambda: bytes(['a'])]:
    try:
        print(bad())
    except Exception as e:
        print(type(e).__name__, e)
