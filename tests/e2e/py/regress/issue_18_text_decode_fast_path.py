# issue 18: a text read of valid UTF-8 with nothing to translate makes its str from the
# bytes at once; every other case (\r, bad bytes, a codec, errors=, newline=) decodes
# as before.
from pathlib import Path

cases = [
    b"",
    b"plain ascii\n",
    b"caf\xc3\xa9 \xe2\x82\xac \xf0\x9f\x98\x80\n",
    b"a\r\nb\rc\n",
    b"\r",
    b"ok\xffno",
    b"\xed\xa0\x80",  # a surrogate: not UTF-8
    b"\xc0\xaf",  # overlong
    b"\xf4\x90\x80\x80",  # past U+10FFFF
    b"tail\xe2\x82",
    b"\xef\xbb\xbfbom",
    b"0123456789abcde\xc3\xa9xyz",  # a character across an 8-byte boundary
    b"0123456\xe2\x82\xac",
    b"01234567\xff",  # a bad byte right after a whole ASCII word
    b"01234567" * 4 + b"\xe2\x82",  # cut short after whole words
]
for i, data in enumerate(cases):
    Path("f.txt").write_bytes(data)
    try:
        t = Path("f.txt").read_text()
        print(i, repr(t), len(t))
    except UnicodeDecodeError as e:
        print(i, "UnicodeDecodeError", e)
    print(i, repr(Path("f.txt").read_text(errors="replace")))
    print(i, repr(Path("f.txt").read_text(encoding="latin-1")))
    for nl in (None, "", "\n", "\r\n"):
        try:
            with open("f.txt", newline=nl) as f:
                print(i, repr(nl), repr(f.read()))
        except UnicodeDecodeError as e:
            print(i, repr(nl), "UnicodeDecodeError", e)
s = Path("f.txt").read_text(encoding="latin-1")
print(s == "\xef\xbb\xbfbom", len(s), s.upper())
