# base64: Ascii85 and base85 (a85encode/a85decode options, b85encode/b85decode) and errors
import base64


def t(f, *a, **k):
    try:
        print(repr(f(*a, **k)))
    except Exception as e:
        print(type(e).__name__ + ":", e)


data = [b"", b"a", b"ab", b"abc", b"abcd", b"abcde", b"\0\0\0\0", b"\0\0\0\0\0",
        b"    ", b"     x", bytes(range(256)), b"hello world!" * 5]
for d in data:
    t(base64.a85encode, d)
    t(base64.a85encode, d, foldspaces=True)
    t(base64.a85encode, d, wrapcol=10)
    t(base64.a85encode, d, pad=True)
    t(base64.a85encode, d, adobe=True)
    t(base64.a85encode, d, adobe=True, wrapcol=7)
    t(base64.a85encode, d, wrapcol=1, adobe=True)
    t(base64.b85encode, d)
    t(base64.b85encode, d, pad=True)
    for enc in (base64.a85encode(d), base64.a85encode(d, foldspaces=True)):
        t(base64.a85decode, enc, foldspaces=True)
    t(base64.a85decode, base64.a85encode(d, adobe=True), adobe=True)
    t(base64.a85decode, base64.a85encode(d, wrapcol=5))
    t(base64.b85decode, base64.b85encode(d))
    t(base64.b85decode, base64.b85encode(d, pad=True))
    print(base64.a85decode(base64.a85encode(d)) == d, base64.b85decode(base64.b85encode(d)) == d)

t(base64.a85encode, "str")
t(base64.a85encode, bytearray(b"xyz"))
t(base64.a85encode, b"abc", wrapcol=-1)
t(base64.a85encode, b"abcdefghi", wrapcol=0)
t(base64.a85decode, "87cURD]i,\"Ebo80")
t(base64.a85decode, b"87cURD]i,\"Ebo80")
t(base64.a85decode, "<~87cURD]i,\"Ebo80~>", adobe=True)
t(base64.a85decode, "<~87cURD]i,\"Ebo80", adobe=True)
t(base64.a85decode, "87cURD]i,\"Ebo80~>", adobe=True)
t(base64.a85decode, "<~87cURD]i,\"Ebo80~>")
t(base64.a85decode, b"z")
t(base64.a85decode, b"y")
t(base64.a85decode, b"y", foldspaces=True)
t(base64.a85decode, b"az")
t(base64.a85decode, b"ay", foldspaces=True)
t(base64.a85decode, b"s8W-\"")
t(base64.a85decode, b"s8W-!")
t(base64.a85decode, b"s")
t(base64.a85decode, b"{")
t(base64.a85decode, b"87cU RD]i\n,\"Eb\to80")
t(base64.a85decode, b"87cU RD]i\n,\"Eb\to80", ignorechars=b"")
t(base64.a85decode, b"87cUxRD", ignorechars=b"x")
t(base64.a85decode, b"\x8a")
t(base64.a85decode, "\u00e9")
t(base64.a85decode, 5)
t(base64.a85decode, b"<~~>", adobe=True)
t(base64.a85decode, b"<~", adobe=True)
t(base64.a85decode, b"~>", adobe=True)
t(base64.a85decode, b"<~abc~>  ", adobe=True)
t(base64.b85decode, b"cXxL#aCvlSZ*DGca%T")
t(base64.b85decode, "cXxL#aCvlSZ*DGca%T")
t(base64.b85decode, b"|NsC0")
t(base64.b85decode, b"|NsC1")
t(base64.b85decode, b"~~~~~")
t(base64.b85decode, b"ab\"cd")
t(base64.b85decode, b"ab cd")
t(base64.b85decode, b"a")
t(base64.b85decode, b"ab")
t(base64.b85decode, "\u00e9")
t(base64.b85encode, "str")
t(base64.b85encode, 3)
