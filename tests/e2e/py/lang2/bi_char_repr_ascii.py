# chr/ord/ascii/repr/format/str on text with control and non-ASCII characters.
print([ord(c) for c in "Az09 ~"], "".join(chr(c) for c in range(97, 103)))
print(chr(0x1F600), ord("€"), hex(ord("é")), chr(955), ord("\n"))
samples = ["plain", "tab\there", "quote'single", 'quote"double', "both'\"", "é€😀", "\x00\x7f", "back\\slash"]
for s in samples:
    print(repr(s), ascii(s), len(s))
print(repr(["é", "x"]), ascii(["é", "x"]), ascii(5), ascii(None), repr(3.0), str(3.0))
for bad in (lambda: chr(-1), lambda: chr(0x110000), lambda: ord("ab"), lambda: ord(""), lambda: chr("a")):
    try:
        bad()
    except (ValueError, TypeError) as e:
        print(type(e).__name__ + ":", e)
shift = 3
msg = "Attack at Dawn!"
enc = "".join(chr((ord(c) - 65 + shift) % 26 + 65) if c.isupper() else chr((ord(c) - 97 + shift) % 26 + 97) if c.islower() else c for c in msg)
print(enc)
print(format("text", "^10"), format(65, "c"), format("x", "*>4"), str(b"bytes"), str(12).zfill(4))
