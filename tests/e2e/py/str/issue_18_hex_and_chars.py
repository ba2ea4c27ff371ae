# bytes.hex with every separator form (it made a printf call per byte, 55 times slower
# than CPython), and one-character strs, now shared objects: equal, hashed and used as
# keys like any str, from indexing, iteration, slicing, split and join alike.
for b in [b"", b"\x00\xff\x10", bytes(range(256))]:
    print(b.hex(), b.hex(":"), b.hex("-", 2), b.hex(" ", -3), b.hex(b"|", 4))
    print(bytearray(b).hex("_", 1))
print(bytes(5000).hex("-", 7)[-30:], len(bytes(9000).hex()), bytes(range(250, 256)).hex(".", -1))
s = "héllo, wörld! ~\x7f\x00"
chars = list(s)
print(chars, [c for c in s] == chars, [s[i] for i in range(len(s))] == chars)
print("".join(chars) == s, s[0] == "h", s[1:2], s[-1] == "\x00", hash(s[0]) == hash("h"))
d = {}
for c in "abracadabra":
    d[c] = d.get(c, 0) + 1
print(sorted(d.items()), "a" in d, d["a"], "".join(sorted(set("mississippi"))))
print(list(map(ord, "az~")), [chr(c) for c in (97, 126, 127)], "x".upper(), "Q".lower() + "q")
print(sorted("cba"), "a,b,c".split(","), "abc"[::-1], "a" * 3, ("a" + "b")[1])
s = "abcdefghij"
print([s[a:b:c] for a in (None, 0, 3, -2, 20) for b in (None, 5, -1, -20) for c in (-3, -1, 2, 3)])
print(("x" * 5)[::-1], ""[::-1], "a"[::-2], "héllo"[::-1], "abc"[10:0:-1], "ab"[::2])
