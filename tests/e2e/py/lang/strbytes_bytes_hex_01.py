# strbytes_bytes_hex_01: hex with separators, fromhex, translate and maketrans
b = bytes(range(0, 256, 37))
print(b.hex(), b.hex(':'), b.hex(b'-'), b.hex(' ', 2), b.hex(' ', -2), b.hex(sep='_', bytes_per_sep=3), b''.hex(':'), b'\x01'.hex(':', 5))
print(bytes.fromhex('00 ff\t0a\n'), bytes.fromhex(''), bytearray.fromhex('DEADbeef'), type(bytearray.fromhex('00')).__name__)
for bad in ['0', 'zz', '0 0', '123', 'abc ']:
    try:
        print(bytes.fromhex(bad))
    except ValueError as e:
        print(type(e).__name__, e)
for bad in [lambda: bytes.fromhex(b'00'), lambda: b'a'.hex('::'), lambda: b'a'.hex('é'), lambda: b'a'.hex(1)]:
    try:
        print(bad())
    except Exception as e:
        print(type(e).__name__, e)
t = bytes.maketrans(b'abc', b'ABC')
print(len(t), t[97:100], b'aabbcc'.translate(t), b'abcdef'.translate(t, b'de'), b'abcdef'.translate(None, b'ace'), bytearray(b'cab').translate(t))
print(b'hello'.translate(None), bytearray.maketrans(b'x', b'y')[120], b'abc'.translate(t, delete=b'a'))
for bad in [lambda: bytes.maketrans(b'ab', b'a'), lambda: b'a'.translate(b'short'), lambda: bytes.maketrans('a', 'b')]:
    try:
        print(bad())
    except Exception as e:
        print(type(e).__name__, e)
