# base64: b32hexencode/b32hexdecode, validate= errors, and binascii error types
import base64
import binascii


def t(f, *a, **k):
    try:
        print(repr(f(*a, **k)))
    except Exception as e:
        print(type(e).__name__ + ":", e, isinstance(e, binascii.Error))


for d in [b"", b"a", b"ab", b"abc", b"abcd", b"abcde", b"abcdef", bytes(range(40))]:
    e = base64.b32hexencode(d)
    print(e, base64.b32encode(d))
    t(base64.b32hexdecode, e)
    t(base64.b32hexdecode, e.lower(), casefold=True)
    t(base64.b32hexdecode, e.decode())
t(base64.b32hexdecode, b"c5h66===")
t(base64.b32hexdecode, b"C5H66===")
t(base64.b32hexdecode, b"C5H6W===")
t(base64.b32hexdecode, b"C5H6")
t(base64.b32hexdecode, b"C5H66=====")
t(base64.b32hexdecode, b"C5H66==")
t(base64.b32hexdecode, b"========")
t(base64.b32hexdecode, b"C5H6=6==")
t(base64.b32hexencode, "abc")
t(base64.b32hexdecode, 3)
t(base64.b32decode, b"MFRGG===")
t(base64.b32decode, b"MFRGG=")
t(base64.b32decode, b"MF1GG===", map01=b"L")
t(base64.b32decode, b"mfrgg===", casefold=True)
t(base64.b32decode, b"mfrgg===")
t(base64.b32decode, b"M=RGG===")
t(base64.b32decode, b"MFRGG===MFRGG===")
t(base64.b32decode, b"MFRG====")
t(base64.b32decode, "\u00e9" * 8)

t(base64.b64decode, b"YWJj", validate=True)
t(base64.b64decode, b"YW Jj", validate=True)
t(base64.b64decode, b"YW Jj")
t(base64.b64decode, b"YWJ=", validate=True)
t(base64.b64decode, b"YWJ", validate=True)
t(base64.b64decode, b"YWJ")
t(base64.b64decode, b"YQ=", validate=True)
t(base64.b64decode, b"YQ===", validate=True)
t(base64.b64decode, b"YQ==YQ==", validate=True)
t(base64.b64decode, b"=YQ==", validate=True)
t(base64.b64decode, b"Y", validate=True)
t(base64.b64decode, b"Y")
t(base64.b64decode, b"YWJjZ")
t(base64.b64decode, b"YWJjZ", validate=True)
t(base64.b64decode, b"YW-_", altchars=b"-_", validate=True)
t(base64.b64decode, b"YW+/", altchars=b"-_", validate=True)
t(base64.b64decode, b"YW+/", altchars=b"-_")
t(base64.b64decode, b"YWJj", altchars=b"-")
t(base64.b64decode, "YWJj\u00e9")
t(base64.b64decode, 3)
t(base64.b64decode, b"YWJj\n", validate=True)
t(base64.b64decode, b"", validate=True)
t(base64.b64decode, b"====", validate=True)
t(base64.b64decode, b"====")
t(base64.b64encode, "abc")
t(base64.urlsafe_b64decode, "YW-_")
t(base64.standard_b64decode, "YW-_")
t(base64.b16decode, b"6a6B")
t(base64.b16decode, b"6a6B", casefold=True)
t(base64.b16decode, b"6A6")
t(base64.b16decode, b"6G")
t(base64.encodebytes, "x")
t(base64.decodebytes, "eA==")
t(base64.decodebytes, b"eA==")
t(binascii.a2b_base64, b"YWJj", strict_mode=True)
t(binascii.a2b_base64, b"YW Jj", strict_mode=True)
t(binascii.a2b_base64, b"=YWJj", strict_mode=True)
t(binascii.a2b_base64, b"YQ==YQ==", strict_mode=True)
t(binascii.a2b_base64, b"YQ=", strict_mode=True)
t(binascii.a2b_base64, b"YQ===", strict_mode=True)
t(binascii.a2b_base64, b"YQ=a", strict_mode=True)
t(binascii.a2b_base64, b"Y", strict_mode=True)
t(binascii.a2b_base64, b"YWJjZ", strict_mode=True)
print(issubclass(binascii.Error, ValueError), issubclass(binascii.Incomplete, Exception))
print(sorted(n for n in dir(base64) if not n.startswith("_") and n not in ("binascii", "re", "struct", "main", "test")))
print(base64.MAXBINSIZE, base64.MAXLINESIZE, base64.bytes_types)


class Src:
    def __init__(self, data, step):
        self.data, self.step = data, step

    def read(self, n=-1):
        n = min(n, self.step)
        out, self.data = self.data[:n], self.data[n:]
        return out

    def readline(self):
        i = self.data.find(b"\n")
        i = len(self.data) if i < 0 else i + 1
        out, self.data = self.data[:i], self.data[i:]
        return out


class Sink:
    def __init__(self):
        self.parts = []

    def write(self, b):
        self.parts.append(b)
        return len(b)


for data in (b"", b"x", bytes(range(200))):
    out = Sink()
    base64.encode(Src(data, 10), out)
    print(out.parts)
    back = Sink()
    base64.decode(Src(b"".join(out.parts), 1000), back)
    print(b"".join(back.parts) == data, len(back.parts))
t(base64.encode, Src("text", 3), Sink())
for s in (b"YWJj=", b"YWJj=a", b"YW=Jj", b"YQ==a", b"8buz=0BBu0=", b"YWJj==", b"YQ=\n="):
    t(binascii.a2b_base64, s, strict_mode=True)
    t(base64.b64decode, s)
