# re: re.error fields and messages, inline flags, flags objects, count=, bytes patterns
import re


def t(f, *a, **k):
    try:
        print(repr(f(*a, **k)))
    except re.error as e:
        print("error:", e, "|", repr(e.msg), repr(e.pattern), e.pos, e.lineno, e.colno)
    except Exception as e:
        print(type(e).__name__ + ":", e)


for p in ["(", ")", "a)", "[a", "[]", "a**", "*a", "a{2,1}", "(?P<1a>x)", "(?P<a>x)(?P<a>y)",
          "\\", "a\\", "(?P=b)", "(?<", "(?x", "(?z)", "\\1", "(a)\\2", "[z-a]", "a{1,2}{3}",
          "(?P<n>", "x(?", "\\k", "\\8", "(?<=a+)b", "[\\d-z]", "ab\n(c", "a\nb\n[c",
          "(?i", "a(?i)b", "(?i)(?m)a", "(?-i:a)", "(?i-i:a)", "(?u)a", "(?a)(?u)x", "(?L)a",
          "(?#comment", "x{99999999999}", "\\g<1>", "(?P>a)", "\\N{DIGIT ONE}", "\\N{NOPE}",
          "\\N", "\\u12", "\\x1", "\\U1234567", "\\c", "(?(1)a|b)", "(?(x)a)", "a|*", "^*",
          "(?P<a-b>x)", "(?P", "(?P<>x)", "\\Z\\z"]:
    t(re.compile, p)
t(re.compile, "(", re.X)
t(re.compile, "abc", re.L)
t(re.compile, "abc", re.A | re.U)
e = re.error("boom", "pat", 2)
print(e.msg, e.pattern, e.pos, e.lineno, e.colno, str(e))
e = re.error("boom")
print(e.msg, e.pattern, e.pos, e.lineno, e.colno, str(e))
e = re.error("boom", "a\nbc", 3)
print(str(e), e.lineno, e.colno)
print(re.error is re.error, issubclass(re.error, Exception))
try:
    re.compile("a(b")
except Exception as ex:
    print(type(ex).__name__, type(ex).__module__, ex.args)

f = re.I | re.M
print(repr(f), int(f), type(f).__name__, f == 10, re.I | 0, repr(re.I | re.M | re.S), repr(re.NOFLAG))
print(repr(re.I & re.M), repr(~re.I), repr(re.A | re.X), str(re.I), f"{re.M}", re.M.value, re.M.name)
print(re.findall("^a", "A\na", re.I | re.M), re.findall("^a", "A\na", flags=re.I | re.M))
print(re.search("B$", "a\nb\n", re.I | re.M).span(), re.match("a.b", "A\nB", re.I | re.S).group())
print(re.fullmatch("a b", "AB", re.I | re.X).group(), re.split("x", "aXbxc", flags=re.I))
print(re.sub("a", "-", "aAa", flags=re.I), re.subn("a", "-", "aAa", flags=re.I))
print(list(m.group() for m in re.finditer("a", "aA", re.I)), re.compile("a", re.I | re.M).flags)
print(re.compile("a").flags, re.compile("(?i)a").flags, re.compile("(?s)a", re.M).flags)
print(re.compile("(?x) a b").match("ab"), re.compile("(?i:a)b").match("Ab"), re.compile("(?i:a)b").match("AB"))
print(re.compile("(?-i:a)b", re.I).match("aB"), re.compile("(?-i:a)b", re.I).match("AB"))
print(re.compile("(?a)\\w+").match("\u00e9a"), re.compile("\\w+").match("\u00e9a"), re.compile("(?u)x").flags)
print(re.match("\\N{LATIN SMALL LETTER E WITH ACUTE}+", "\u00e9\u00e9x"), re.compile("(?aim)x").flags)

for count in (0, 1, 2, -1, -5):
    print(count, re.sub("a", "x", "aaa", count=count), re.subn("a", "x", "aaa", count=count))
    print(re.sub("a", "x", "aaa", count), re.compile("a").sub("x", "aaa", count))
    print(re.compile("a").subn("x", "aaa", count=count), re.split("a", "bab", maxsplit=count))
t(re.sub, "a", "x", "aaa", count=1.5)
t(re.sub, "a", "x", "aaa", count="1")

t(re.escape, 5)

m = re.match(r"(?P<first>a)(b)?(?P<last>c)?", "ac")
print(m.regs, m.lastgroup, m.lastindex, m[0], m["first"], m[2], m.__getitem__(3))
t(m.__getitem__, 4)
t(m.__getitem__, "nope")
t(m.__getitem__, -1)
t(m.__getitem__, 1.0)
print(m[True], re.match("(a)|(b)", "b").lastgroup, re.match("(?P<x>a)|(?P<y>b)", "b").lastgroup)
print(re.match("(?P<x>a(?P<y>b))", "ab").lastgroup, re.match("(a)(b)", "ab").lastindex, re.match("a", "a").lastgroup)
print(re.match("(a)(b)?", "a").regs, re.compile("(?P<x>a)").groupindex)
m = re.search("(?P<w>o)", "foo", 1, 3) if False else re.compile("(?P<w>o)").search("foo", 1, 3)
print(m.regs, m.pos, m.endpos, m.string, m.re.pattern, repr(m))
