# UnicodeEncodeError / UnicodeDecodeError carry encoding, object, start, end and reason.
def show(e):
    print(type(e).__name__, repr(e.encoding), repr(e.object), e.start, e.end, repr(e.reason))
    print("  str:", e)
    print("  args:", e.args)
for text, codec in [("abc\u00e9", "ascii"), ("x\u20ac\u20acy", "ascii"), ("\u0100", "latin-1"),
                    ("ok\U0001f600", "latin-1"), ("a\u00ff\u0101", "latin-1")]:
    try:
        text.encode(codec)
    except UnicodeEncodeError as e:
        show(e)
for data, codec in [(b"ok \xff\xfe bytes", "utf-8"), (b"\xe2\x82", "utf-8"), (b"ab\x80", "ascii"),
                    (b"\xed\xa0\x80", "utf-8"), (b"\x00\xd8", "utf-16-le"), (b"abc", "utf-16-le")]:
    try:
        data.decode(codec)
    except UnicodeDecodeError as e:
        show(e)
try:
    bytearray(b"\xc3(").decode()
except UnicodeDecodeError as e:
    show(e)
e = UnicodeDecodeError("utf-8", b"\xff", 0, 1, "invalid start byte")
print(str(e), isinstance(e, ValueError), isinstance(e, UnicodeError))
e = UnicodeEncodeError("ascii", "\u00e9t\u00e9", 0, 3, "nope")
print(str(e))
