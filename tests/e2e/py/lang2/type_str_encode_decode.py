# Encoding and decoding text: utf-8, latin-1, ascii with error handlers, and errors.
text = "Grüße, 世界! €"
data = text.encode("utf-8")
print(data, len(text), len(data), data.decode("utf-8") == text)
print(text.encode("ascii", errors="replace"), text.encode("ascii", "ignore"))
print(text.encode("ascii", "backslashreplace"), text.encode("ascii", "xmlcharrefreplace"))
print("café".encode("latin-1"), b"caf\xe9".decode("latin-1"), "naïve".encode("utf-16-le")[:6])
try:
    text.encode("ascii")
except UnicodeEncodeError as e:
    print("UnicodeEncodeError:", e.reason, e.start, e.end, e.encoding)
bad = b"ok \xff\xfe bytes"
try:
    bad.decode("utf-8")
except UnicodeDecodeError as e:
    print("UnicodeDecodeError:", e)
print(bad.decode("utf-8", "replace"), bad.decode("utf-8", errors="ignore"), bad.decode("utf-8", "backslashreplace"))
print(issubclass(UnicodeDecodeError, ValueError), issubclass(UnicodeEncodeError, UnicodeError))
print(str(b"abc", "ascii"), str(b"\xc3\xa9", encoding="utf-8"), bytes("é", "utf-8"))
print("€".encode(), "€".encode("UTF8"), "x".encode("utf_8"))
try:
    "x".encode("no-such-codec")
except LookupError as e:
    print("LookupError:", e)
print([hex(b) for b in "é€".encode()], bytes([0xe2, 0x82, 0xac]).decode())
