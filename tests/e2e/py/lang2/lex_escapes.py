# Every string escape: simple escapes, octal, hex, \u, \U, \N{...}, line continuation.
samples = [
    ("newline", "a\nb"),
    ("tab", "a\tb"),
    ("backslash", "a\\b"),
    ("quotes", "\'single\' \"double\""),
    ("bell+bs", "\a\b"),
    ("ff+vt", "\f\v"),
    ("nul", "x\0y"),
    ("hex", "\x41\x42\x7e"),
    ("octal", "\101\102\60\7"),
    ("bmp", "caf\u00e9 \u20ac"),
    ("astral", "\U0001F600"),
    ("named", "\N{BULLET} \N{GREEK SMALL LETTER ALPHA}\N{EM DASH}"),
    ("cr", "line\r"),
]
for label, s in samples:
    print(f"{label:10} len={len(s):2} repr={s!r} ascii={ascii(s)}")
joined = "one \
two"
print(repr(joined))
print([ord(c) for c in "\x00\x1f\x7f\x80\xff"])
print(repr("\x80\xa0\xad"), repr("\u2028"))
print("\\n is not a newline in raw: " + r"\n")
print(b"\x00\xff\n\t\\".hex(), len(b"\101\x41"))
