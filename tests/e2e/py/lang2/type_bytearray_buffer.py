# bytearray as a mutable buffer: append, extend, slicing, in-place ops, decode.
buf = bytearray()
for chunk in (b"GET ", b"/path", b" HTTP/1.1"):
    buf.extend(chunk)
buf.append(13)
buf.append(10)
print(buf, len(buf), buf.decode().strip())
buf[0:3] = b"PUT"
print(buf[:4], buf.find(b"/"), buf.index(b"HTTP"))
del buf[-2:]
buf += b"!"
print(buf)
b = bytearray(b"hello")
b[0] = ord("J")
b.insert(5, 33)
b.reverse()
print(b, b.pop(), b.pop(0), b)
b.remove(ord("l"))
print(b, b.count(b"l"), bytes(b), b.upper(), type(b.upper()).__name__)
z = bytearray(3)
z *= 2
print(z, bytearray(b"ab") * 2, bytearray([1, 2, 3]), bytearray("é", "utf-8"), bytearray.fromhex("0a0b"))
b2 = bytearray(b"0123456789")
b2[::2] = b"abcde"
print(b2)
b2.clear()
print(b2, len(b2))
try:
    bytearray(b"x")[0] = 300
except ValueError as e:
    print("ValueError:", e)
try:
    bytearray().pop()
except IndexError as e:
    print("IndexError:", e)
frozen = bytes(bytearray(b"snap"))
print(frozen, bytearray(b"abc") == b"abc", bytearray(b"b") > b"a", b"abc".hex(), bytearray(b"xy").hex())
