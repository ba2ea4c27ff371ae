# Issue 18: finditer, sub, split and findall over long subjects, ASCII and not (each match's
# code point offsets cost only the text since the previous one, so the loops stay linear),
# and a match whose backtracking outgrows the JIT's stack (it runs again in the
# interpreter, under the interpreter's limits).
import re

n = 200000
a = "ab1 " * n
b = "αβ1 " * n
for s in (a, b):
    ms = list(re.finditer(r"\d", s))
    print(len(ms), ms[0].span(), ms[-1].span(), sum(m.start() for m in ms) % 1000003)
    it = re.compile(r"(\w)(\w)\d").finditer(s, 5)
    first = next(it)
    print(first.span(), first.span(2), first.group(1))
    print(len(re.sub(r"\d", lambda m: str(m.end() % 10), s)), re.subn(r"\s", "", s)[1])
    print(len(re.split(r"\s", s)), len(re.findall(r"\w\w", s)), len(re.findall(r"", s[:1000])))
    last = None
    for m in re.finditer(r"\w+", s):
        last = m
    print(last.span(), last.group(), repr(last)[:40])
deep = "a" * 40000 + "c"
m = re.match(r"(a|b)*c", deep)
print(m.span(), m.group(1), m.end(1))
m = re.search(r"(?:a|b)*?c", "x" + deep)
print(m.span())
# finditer is lazy (CPython's callable_iterator): breaking early does no more matching
it = re.finditer(r"\d+", "a1b22c333")
print(type(it).__name__, next(it).span(), [m.group() for m in it], list(it))
print([m.span() for m in re.compile("x*").finditer("axxb")])
k = 0
for m in re.finditer(r"\d", "1" * 10000000):
    k += 1
    if k == 3:
        break
print(k, m.span())
it = re.finditer("é", "aébé")
first = next(it)
del it
print(first.span(), first.string, first.re.pattern)
