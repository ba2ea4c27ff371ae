# unicode_escape and raw_unicode_escape: encode and decode as CPython does.
samples = ["", "plain ascii 'q' \"d\"", "tab\tnl\ncr\r back\\slash", "\x00\x1f\x7f\x80\xff",
           "é€\u0100\uffff", "\U00010000\U0010ffff", "\ud800", "a\ud800\udc00b"]
for s in samples:
    e = s.encode("unicode_escape")
    r = s.encode("raw_unicode_escape") if "\ud800" not in s else b"-"
    print(e, r)
    assert e.decode("unicode_escape") == s
    if r != b"-":
        assert r.decode("raw_unicode_escape") == s
print(b"\\a\\b\\f\\v\\0\\101\\1234\\x41\\u20ac\\U0001F600\\N{BULLET}\\N{LATIN SMALL LETTER A}".decode("unicode_escape"))
print(b"line\\\ncont \xe9".decode("unicode-escape"))
print(b"\\\\u0041 \\u0041 \\\\\\u0041 \\x41 \xff".decode("raw_unicode_escape"))
print("\\N{SNAKE}".encode().decode("unicode_escape"), "x".encode("Unicode_Escape"))
for bad in (b"\\x4", b"\\u12", b"\\U0011ffff", b"\\N{NO SUCH NAME}", b"\\N", b"\\N{", b"abc\\"):
    try:
        bad.decode("unicode_escape")
    except UnicodeDecodeError as e:
        print("UnicodeDecodeError:", e)
for bad in (b"\\u12", b"\\U12345678"):
    try:
        bad.decode("raw_unicode_escape")
    except UnicodeDecodeError as e:
        print("UnicodeDecodeError:", e)
print(b"a\\x4b\\x4".decode("unicode_escape", "replace"), b"a\\x4zz".decode("unicode_escape", "ignore"))
for bad in (b"\\N{}", b"\\N{" + b"A" * 200 + b"}", b"\\Nx"):
    try:
        bad.decode("unicode_escape")
    except UnicodeDecodeError as e:
        print("UnicodeDecodeError:", e)
