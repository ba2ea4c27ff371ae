# Issue 18: the compiled-pattern cache of the module-level functions: one pattern text under
# different flags, str against bytes, a str subclass, re.purge(), more patterns than the
# cache holds, and a script that replaces re's attributes or sys.modules["re"] (before,
# re._cache = 5 or sys.modules["re"] = 5 crashed the interpreter).
import re
import sys

print(re.findall("abc", "ABC abc"), re.findall("abc", "ABC abc", re.I))
print(re.findall("abc", "ABC abc"), re.findall("abc", "ABC abc", flags=re.IGNORECASE))
print(re.compile("a.c", re.S).flags == re.compile("a.c").flags, re.compile("a.c", re.S).flags)
print(re.search("a.c", "a\nc"), re.search("a.c", "a\nc", re.S))
print(re.search("^b", "a\nb"), re.search("^b", "a\nb", re.M))
print(re.search("x", "x"), re.search(b"x", b"x"))
print(re.compile("x").pattern, re.compile(b"x").pattern, re.compile("x") == re.compile(b"x"))
try:
    re.search(b"x", "x")
except TypeError as e:
    print("TypeError:", e)
try:
    re.search("x", b"x")
except TypeError as e:
    print("TypeError:", e)
print(re.search(r"\w+", "é1", re.A), re.search(r"\w+", "é1"))


class S(str):
    pass


print(re.search(S("b+"), "abbc"), re.compile(S("b+")).pattern, type(re.compile(S("b")).pattern))
print(re.compile("q") is re.compile("q"), re.compile("q", re.I) is re.compile("q"))
re.purge()
print(re.search("q", "aqa"), re.sub("q", "Q", "aqa"))
pats = ["p%d(x)?" % i for i in range(1500)]
for i, p in enumerate(pats):
    assert re.fullmatch(p, "p%d" % i), p
for i, p in enumerate(reversed(pats)):
    assert re.fullmatch(p, "p%d" % (1499 - i)), p
for i in range(0, 1500, 7):
    assert re.match(pats[i], "p%dx" % i).group(1) == "x"
print("1500 patterns ok")
re._ctx = 5
print(re.search("a+", "baab"), re.sub("a", "b", "aa"))
del re._ctx
print(re.findall("a", "aba"))
sys.modules["re"] = 5
print(re.search("b+", "abbc"), re.compile("y"), re.split(",", "a,b"))
sys.modules["re"] = re
print(re.search("b+", "abbc"))
