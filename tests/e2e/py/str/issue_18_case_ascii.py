# Issue 18: ASCII case mapping in one allocation without ICU per character, and code
# point counting eight bytes at a time: the results are CPython's.
samples = ["", "a", "hello world", "HeLLo wOrLD 123", "x1y2z3 a_b-c'd", "o'neil mc-DONALD",
           "item-42:7", "ALLCAPS", "12abc", " lead", "tab\there", "a" * 17, "Zz" * 9]
for s in samples:
    print(repr(s), s.upper(), s.lower(), s.swapcase(), s.title(), s.capitalize(), s.casefold())
    assert s.upper().isupper() == any(c.isalpha() for c in s) or not s
# lengths across eight-byte words, with multi-byte characters at every offset
for n in range(0, 20):
    for pos in range(0, n + 1, 3):
        t = "a" * pos + "é€😀" + "b" * (n - pos)
        print(n, pos, len(t), len(t.upper()), t.upper()[pos:pos + 3], t[-1:], t[pos + 1])
print(len("😀" * 33), len(("ab😀" * 11)[5:]), "ß".upper(), "ǅ".lower(), "ﬁ".upper())
