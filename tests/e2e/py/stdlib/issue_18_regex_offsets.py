# Issue 18: Match offsets over non-ASCII subjects (the matcher works in UTF-8 bytes; spans,
# start/end, regs and repr give code points), through search, match, finditer, sub with a
# function, pos/endpos, and a group before the match's start (a lookbehind).
import re

s = "héllo wörld — ñandú 日本語 café naïve"
for m in re.finditer(r"\w+", s):
    print(m.group(), m.span(), m.start(), m.end(), s[m.start():m.end()] == m.group())
m = re.search(r"(ñ\w+) (\w+)", s)
print(m, m.span(1), m.span(2), m.regs, m.groups())
print(re.match(r"h(é)(l+)", s).span(2), re.fullmatch(r".*(naïve)", s).span(1))
p = re.compile(r"(?<=(é))\w")
print([(m.span(), m.span(1)) for m in p.finditer(s)])
print(p.search(s, 2), p.search(s, 3, 30))
print([m.span() for m in re.finditer(r"[^\x00-\x7f]", s)])
print([m.span() for m in re.compile(r"\w+").finditer(s, 7, 25)])
print(re.sub(r"\w+", lambda m: "%d-%d" % m.span(), s))
print(re.subn(r"[é日]", lambda m: str(m.start()), s))
print(re.split(r"(\W+)", s))
print(re.findall(r"(\w)(\w)", s))
b = s.encode()
print([m.span() for m in re.finditer(rb"\w+", b)])
print(re.search(rb"\xc3\xa9", b).span())
print(re.match("(a)|(é)", "é").span(2), re.match("(a)|(é)", "é").lastindex)
# lone surrogates and astral characters in a subject long enough for the JIT
s = "a\ud800b\udfff\U0001f600é " * 5000
print(len(re.findall(".", s)), len(re.findall(r"\w+", s)), len(re.findall(r"(?i)[^a-zé\s]", s)))
print(len(re.split(r"\s", s)), re.search(r"(?i)\U0001f600", s).span(), re.match(r"(?s).{3}", s).group() == s[:3])
print([m.span() for m in re.finditer(r"b.", s)][-2:], len(re.sub(r"[^ab]", "", s)), len(re.findall(r"\W", s)))
