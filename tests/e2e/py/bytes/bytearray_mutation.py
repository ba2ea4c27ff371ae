ba = bytearray(b"abc")
ba[0] = 65
ba.append(100)
ba.extend(b"ef")
print(ba, len(ba), ba.pop(), bytes(ba))
