# bytes: parsing a small binary/text protocol with split, strip, find, hex and indexing.
packet = b"HDR|v2|len=11|\x00\x01payload\xff\n"
head, ver, length, rest = packet.split(b"|", 3)
print(head, ver, length, rest)
print(packet[0], packet[-1], packet[:3], type(packet[0]).__name__, list(packet[4:6]))
print(packet.find(b"len"), packet.index(b"|"), packet.count(b"|"), packet.rfind(b"a"), b"payload" in packet)
print(packet.startswith(b"HDR"), packet.endswith(b"\n"), packet.strip(), rest.rstrip(b"\n\xff"))
key, _, value = length.partition(b"=")
print(key, int(value), value.isdigit(), b"abc".isalpha(), b"ab1".isalnum())
print(b"-".join([b"a", b"b", b"c"]), b"x" * 3, b"ab" + b"cd", b"hello world".title(), b"MiX".lower())
print(bytes(4), bytes([65, 66, 67]), bytes(range(3)), bytes.fromhex("de ad be ef"), b"\xde\xad".hex(":"))
print(b"a,b,,c".split(b","), b"  spaced  out ".split(), b"line1\nline2\r\n".splitlines())
print(b"abc".replace(b"b", b"B"), b"abc".upper(), b"%".join([b"1", b"2"]), b"abc".center(9, b"*"))
print(repr(b"'"), repr(b'"'), repr(b"'\""), repr(b"\t\r\x7f\x80"))
print(sorted([b"b", b"a", b"ab"]), b"a" < b"b", b"abc" == bytearray(b"abc"), hash(b"x") == hash(b"x"))
try:
    b"abc"[0] = 1
except TypeError as e:
    print("TypeError:", e)
try:
    b"abc" + "def"
except TypeError as e:
    print("TypeError:", e)
try:
    bytes([256])
except ValueError as e:
    print("ValueError:", e)
print(int.from_bytes(b"\x00\x10", "big"), (4096).to_bytes(2, "big"), bytes(b"copy"), len(b"\x00\x00"))
