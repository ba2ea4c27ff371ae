# bytes.decode('utf-8') under every error handler: the well-formed input in one copy, ASCII
# runs in one piece, every malformed form still reported as CPython does.
cases = [b"", b"abc", "héllo😀".encode(), b"a\xffb", b"\xed\xa0\x80x", b"\xc3", b"\xe2\x82", b"ok\xf4\x90\x80\x80", b"\xc0\xaf", "€".encode()*3 + b"\x80"]
for c in cases:
    for err in ("strict", "replace", "ignore", "surrogateescape", "backslashreplace", "surrogatepass"):
        try: print(repr(c.decode("utf-8", err)))
        except UnicodeDecodeError as e: print("UDE", e)
