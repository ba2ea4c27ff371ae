# bytes_01: Monty language golden test
b = b'hello world'
print(b[0], b[-1], b[1:4], len(b), b.upper(), b.split(), b.replace(b'o', b'0'))
print(b.find(b'o'), b.count(b'l'), b.startswith(b'he'), b.endswith(b'd'), b.index(b'w'))
print(b.hex(), bytes.fromhex('de ad be ef'), b'\x00\xff'.hex(':'), b'ab'.hex('-', 1))
print(bytes(3), bytes([65, 66]), bytes('é', 'utf-8'), bytes(range(3)), bytes(b'x'))
print(b' x '.strip(), b'a,b'.split(b','), b'-'.join([b'a', b'b']), b'ab' * 2, b'a' + b'b')
print(b'abc'.decode(), b'ABC'.lower(), b'aBc'.swapcase(), b'hi'.center(6, b'*'), b'7'.zfill(3))
print(b'abc'.isalpha(), b'12'.isdigit(), b' '.isspace(), b'Ab'.istitle(), b'a1'.isalnum())
print(list(b'AB'), b'A' < b'B', b'x' in b'xyz', 120 in b'xyz', bytes.maketrans(b'a', b'b')[97])
print(b'abc'.translate(bytes.maketrans(b'abc', b'xyz')), b'aXbX'.partition(b'X'), b'a\nb'.splitlines())
try:
    bytes([256])
except ValueError as e:
    print(type(e).__name__, e)
try:
    b'a' + 'b'
except TypeError as e:
    print(type(e).__name__, e)
try:
    b'x'[0] = 1
except TypeError as e:
    print(type(e).__name__, e)
