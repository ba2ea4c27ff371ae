# strbytes_bytearray_mut_01: bytearray slice assignment, deletion and the mutating methods
ba = bytearray(b'0123456789')
ba[2:5] = b'ab'
print(ba)
ba[0:0] = b'<<'
ba[len(ba):] = [62, 62]
print(ba)
ba[::2] = b'x' * len(ba[::2])
print(ba)
del ba[1::3]
print(ba)
del ba[-2:]
print(ba, len(ba))
ba[5:2] = b'INS'
print(ba)
ba[1:3] = bytearray(b'')
ba[-1:] = range(65, 68)
print(ba)
ba[::-1] = bytes(reversed(ba))
print(ba)
del ba[::-2]
print(ba)
for bad in [lambda: ba.__setitem__(slice(0, 2), 5), lambda: ba.__setitem__(slice(0, 2), 'ab'),
            lambda: ba.__setitem__(slice(0, None, 2), b'x'), lambda: ba.__setitem__(0, 256),
            lambda: ba.__setitem__(0, b'a'), lambda: ba.__getitem__('a'), lambda: ba[99],
            lambda: ba.__setitem__(slice(0, 1), [1, 300])]:
    try:
        bad()
    except Exception as e:
        print(type(e).__name__, e)
b = bytearray(b'hello')
b.append(33); b.extend(b' you'); b.extend([32, 65]); b.extend(bytearray(b'!')); b.insert(0, 62); b.insert(-1, 45); b.insert(100, 46)
print(b, b.pop(), b.pop(0), b.pop(-2), b)
b.remove(ord('l')); b.reverse()
print(b, b.copy(), b.copy() is b)
x = b
x += b'++'
x *= 2
print(x is b, b)
b.clear()
print(b, len(b), bytearray(b'ab') * 0, 3 * bytearray(b'z'))
for bad in [lambda: b.pop(), lambda: bytearray(b'a').pop(5), lambda: bytearray(b'a').remove(98), lambda: b.append('a'),
            lambda: b.extend('ab'), lambda: b.extend(5), lambda: b.insert(0, -1), lambda: b.append(256)]:
    try:
        bad()
    except Exception as e:
        print(type(e).__name__, e)
e = bytearray(b'ab')
e.extend(e)
print(e)
