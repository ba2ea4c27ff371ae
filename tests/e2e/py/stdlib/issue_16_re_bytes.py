# re: bytes patterns and subjects, re.escape(bytes), bytes templates and their errors
import re


def t(f, *a, **k):
    try:
        print(repr(f(*a, **k)))
    except re.error as e:
        print("error:", e, "|", repr(e.msg), repr(e.pattern), e.pos, e.lineno, e.colno)
    except Exception as e:
        print(type(e).__name__ + ":", e)


print(re.compile(b"a").flags, re.compile(b"(?i)a").flags, re.compile(b"a", re.I).flags)
t(re.compile, b"(")
t(re.compile, b"\\N{DIGIT ONE}")
t(re.compile, b"\\u1234")
t(re.compile, b"abc", re.U)
t(re.compile, b"abc", re.A | re.U)
print(re.findall(b"[a-z]+", b"ab 12 cd"), re.sub(b"a", b"x", b"banana"), re.split(rb"\s", b"a b"))
print(re.match(rb"(\w+) (?P<x>\w+)", b"hello world").groups(), re.search(b"\\d", bytearray(b"x5")))
m = re.match(rb"(\w+) (?P<x>\w+)", b"hello world")
print(m.group("x"), m[0], m[1], m["x"], m.groupdict(), m.span(2), m.regs, m.lastgroup, m.lastindex)
t(re.search, "a", b"a")
t(re.search, b"a", "a")
t(re.sub, b"a", "x", b"a")
t(re.sub, "a", b"x", "a")
t(re.compile(b"a").sub, lambda m: "x", b"a")
print(re.escape(b"a.b*c\x00\xff d-"), ascii(re.escape("a.b*c\x00 d-\u00e9_#&~")), re.escape(b""))
print(re.sub(b"(a)", rb"[\1\g<1>]", b"bab"), re.compile(b"x", re.I).pattern, re.compile(b"(?i)x").flags)
t(re.compile, b"(?u)x")
print(re.match(rb"\w+", "héllo".encode()).group(), re.match(r"\w+", "héllo").group())
print(re.match(rb"(?i)\xe9", b"\xc9"), re.match(b"(?i)k", b"K"))
