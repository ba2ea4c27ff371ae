# binascii: b2a_uu (backtick) and a2b_uu, with their errors
import binascii


def t(f, *a, **k):
    try:
        print(repr(f(*a, **k)))
    except Exception as e:
        print(type(e).__name__ + ":", e)


for d in [b"", b"a", b"ab", b"abc", b"\0\0\0", b"hello world", bytes(range(45)), bytes(range(46))]:
    t(binascii.b2a_uu, d)
    t(binascii.b2a_uu, d, backtick=True)
    if len(d) <= 45:
        print(binascii.a2b_uu(binascii.b2a_uu(d)) == d,
              binascii.a2b_uu(binascii.b2a_uu(d, backtick=True)) == d)
for s in [b"", b" ", b"!", b"#86)C\n", b"#86)C", b"#86)", b"#86)C  \n", b"#86)Cxx", b"#86)\x01",
          b"#86)C``", "#86)C", b"`", b"\x7f", b"M" + b"!" * 60, "#86)\u00e9"]:
    t(binascii.a2b_uu, s)
t(binascii.b2a_uu, "abc")
