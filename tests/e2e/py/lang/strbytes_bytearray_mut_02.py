# strbytes_bytearray_mut_02: bytearray aliasing, iterables on the right-hand side and identity
a = bytearray(b'abc')
a[1:2] = a
print(a)
a[:] = (x + 1 for x in a[:3])
print(a)
a[len(a):] = range(48, 51)
a.extend(iter([33, 63]))
print(a)
a[1:-1] = []
print(a, len(a))
b = a
a += bytes(a)
print(b is a, a)
a *= 0
print(a, b is a)
c = bytearray(range(10))
c[2:8:3] = b'XY'
del c[::4]
print(c, c.hex(' '), c[::-1])
c.reverse()
print(c, c.count(89), c.index(88), c.rfind(b'\x01'), c.startswith(b'\t'))
d = bytearray(b'  Mixed Case  ')
print(d.strip(), d.split(), d.title(), d.swapcase(), d.center(18, b'*'), d.replace(b' ', b''), d.partition(b'd'))
print(bytearray(b'%s-%d') % (b'x', 5), bytearray(b'ab').decode(), bytearray('ü', 'utf-8'), bytearray.fromhex('6869').upper())
