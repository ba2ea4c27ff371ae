# bytearray_01: Monty language golden test
ba = bytearray(b'abc')
ba.append(100)
ba.extend(b'ef')
ba[0] = 65
print(ba, len(ba), ba[1], ba[-2:])
ba[1:3] = b'XYZ'
print(ba)
del ba[0]
print(ba, ba.pop(), ba.pop(0), ba)
ba.insert(0, 33)
ba.reverse()
print(ba, bytes(ba), ba.decode(), ba.upper(), ba.find(b'Z'))
ba.remove(ord('Z'))
print(ba, bytearray(3), bytearray([1, 2]), bytearray('hi', 'ascii'), ba.copy() == ba)
ba.clear()
print(ba, bytearray(b'a') + b'b', bytearray(b'ab') * 2, bytearray(b'x') == b'x')
try:
    bytearray(b'a')[0] = 300
except ValueError as e:
    print(type(e).__name__, e)
b2 = bytearray(b'xy')
b2 += b'z'
print(b2, b2.hex(), bytearray.fromhex('41 42'), b'%s' % bytearray(b'q'))
