# binascii: crc_hqx, b2a_qp/a2b_qp (quotetabs, istext, header), crc32, b2a_hex
import binascii


def t(f, *a, **k):
    try:
        print(repr(f(*a, **k)))
    except Exception as e:
        print(type(e).__name__ + ":", e)


for d in [b"", b"a", b"123456789", bytes(range(256))]:
    t(binascii.crc_hqx, d, 0)
    t(binascii.crc_hqx, d, 0xFFFF)
    t(binascii.crc_hqx, d, 0x1FFFF)
    t(binascii.crc_hqx, d, -1)
t(binascii.crc_hqx, b"abc")
t(binascii.crc_hqx, "abc", 0)
t(binascii.crc_hqx, b"abc", 1.5)
t(binascii.crc_hqx, b"abc", 2**70)
t(binascii.crc32, b"abc", 2**70)

samples = [b"", b"hello", b"hello world", b"tab\there", b"trail \n", b"trail\t\n", b"x\r\ny",
           b"a=b", b"caf\xc3\xa9", b"\x00\x7f\x80\xff", b"x" * 80, b"y" * 76, b"z" * 75 + b"=",
           b"line1\nline2\r\nline3\r", b".\n", b"end with space ", b"end tab\t",
           b"under_score", b"A b_c=d", b"\r", b"\n", b"a\rb", b"ab\n\n", b"a" * 73 + b"\t\n",
           b"From here", b"x" * 74 + b"\xff" * 3, b" " * 80 + b"\n", b"=" * 30]
for s in samples:
    for kw in ({}, {"quotetabs": True}, {"istext": False}, {"header": True},
               {"quotetabs": True, "header": True}, {"istext": False, "header": True}):
        r = binascii.b2a_qp(s, **kw)
        back = binascii.a2b_qp(r, header=kw.get("header", False))
        print(kw, r, back == s)

t(binascii.a2b_qp, b"a=3Db=\nc")
t(binascii.a2b_qp, b"a=3db")
t(binascii.a2b_qp, b"a=3")
t(binascii.a2b_qp, b"a=")
t(binascii.a2b_qp, b"a=\r\nb")
t(binascii.a2b_qp, b"a=  \nb")
t(binascii.a2b_qp, b"a=xyb")
t(binascii.a2b_qp, b"a=G1b")
t(binascii.a2b_qp, b"a_b")
t(binascii.a2b_qp, b"a_b", header=True)
t(binascii.a2b_qp, "a=41b")
t(binascii.a2b_qp, "a=41\u00e9")
t(binascii.a2b_qp, b"==41")
t(binascii.a2b_qp, b"a =\n")
t(binascii.a2b_qp, b"=\n")
t(binascii.a2b_qp, b"a\r\nb")
t(binascii.a2b_qp, b"=4")
t(binascii.a2b_qp, b"=a")
t(binascii.a2b_qp, data=b"x=41")
t(binascii.b2a_qp, data=b"x y", quotetabs=True)
t(binascii.b2a_qp, "str")
t(binascii.b2a_qp, bytearray(b"a=b"))
t(binascii.b2a_hex, b"\x01\x02\x03\x04\x05", "-", 2)
t(binascii.b2a_hex, b"\x01\x02\x03\x04\x05", b":", -2)
t(binascii.hexlify, b"\x01\x02", "")
t(binascii.unhexlify, "0g")
t(binascii.unhexlify, "0")
t(binascii.b2a_base64, b"abc", newline=False)
