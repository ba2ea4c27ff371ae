# The idna codec (IDNA 2003), label by label as CPython's encodings.idna.
for s in ["", "python.org", "python.org.", "Python.ORG", "pyth\xf6n.org", "pyth\xf6n.org.", "abc\u0421\u0124",
          "abc\u4123\u0132", "Stra\xdfe.de", "B\xfccher.example", "\u4f8b\u3048.\u30c6\u30b9\u30c8",
          "a\u3002b\uff0ec\uff61d", "M\xfcnchen.DE", "a" * 63 + ".com"]:
    print(repr(s), s.encode("idna"))
for b in [b"", b"python.org", b"xn--pythn-mua.org", b"xn--pythn-mua.org.", b"XN--PYTHN-MUA.org",
          b"xn--bcher-kva.example", b"a..b", b"xn--r8jz45g.xn--zckzah", bytearray(b"xn--mnchen-3ya.de")]:
    print(b, b.decode("idna"))
for s in ["a..b", "\xe4..b", "a" * 64 + ".com", ".", "x" * 70 + "\xe4", "\xe4" * 60]:
    try:
        print(s.encode("idna"))
    except UnicodeError as e:
        print(type(e).__name__, e)
try:
    b"\xff.org".decode("idna")
except UnicodeDecodeError as e:
    print("UnicodeDecodeError")
