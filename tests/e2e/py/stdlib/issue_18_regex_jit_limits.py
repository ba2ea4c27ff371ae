# expect: spec
# Issue 18: a catastrophic pattern on the JIT (a subject long enough to JIT-compile the
# pattern at its first use) still ends with re.error at PCRE2's match limit, as in the
# interpreter (CPython backtracks on for hours); the script goes on afterwards.
import re

tail = " " * 20000
for name, fn in (("match", re.match), ("search", re.search), ("fullmatch", re.fullmatch)):
    try:
        fn(r"(a|aa)+$", "a" * 60 + "b" + tail)
        print(name, "finished")
    except re.error as e:
        print(name, "re.error:", e)
try:
    print("findall", re.findall(r"(x+x+)+y", "x" * 40 + tail + "y"))
except re.error as e:
    print("findall re.error:", e)
print(re.findall(r"(x+x+)+y", "xxxy" + tail))
