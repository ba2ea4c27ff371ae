# str and bytes search (find/rfind/index/rindex/count/split/rsplit/partition/replace/in)
# share one byte-level search; this pins their edge cases against CPython.
hay = ["", "a", "aaaa", "abcabcab", "xaxbxaxbx", "héllo wörld héllo", "ééé", "ab\x00ab\x00"]
needles = ["", "a", "aa", "ab", "abc", "b", "x", "xa", "é", "éé", "héllo", "\x00", "zz"]
for h in hay:
    for n in needles:
        row = [h.find(n), h.rfind(n), h.count(n), n in h]
        for s, e in [(1, None), (None, -1), (2, 5), (5, 2), (-3, None), (0, 100), (100, None)]:
            row.append((h.find(n, s, e), h.rfind(n, s, e), h.count(n, s, e)))
        print(repr(h), repr(n), row)
        bh, bn = h.encode(), n.encode()
        brow = [bh.find(bn), bh.rfind(bn), bh.count(bn), bn in bh]
        for s, e in [(1, None), (None, -1), (2, 5), (5, 2), (-3, None), (0, 100), (100, None)]:
            brow.append((bh.find(bn, s, e), bh.rfind(bn, s, e), bh.count(bn, s, e)))
        print(" ", brow)
        if n:
            print("  split", h.split(n), h.rsplit(n), h.split(n, 1), h.rsplit(n, 1))
            print("  bsplit", bh.split(bn), bh.rsplit(bn), bh.split(bn, 1), bh.rsplit(bn, 1))
            print("  part", h.partition(n), h.rpartition(n))
            print("  bpart", bh.partition(bn), bh.rpartition(bn))
        print("  repl", h.replace(n, "<>"), h.replace(n, "-", 1), bh.replace(bn, b"<>", 2))

for h, n in [("abcabc", "c"), ("abcabc", "z"), (b"abcabc", b"c"), (b"abcabc", 99)]:
    for f in ("index", "rindex"):
        try:
            print(f, getattr(h, f)(n))
        except ValueError as e:
            print(f, "ValueError", e)
        try:
            print(f, getattr(h, f)(n, 0, 2))
        except ValueError as e:
            print(f, "ValueError", e)

print(b"abcb".count(98), b"abcb".find(98), b"abcb".rfind(98), 98 in b"abcb")
print(bytearray(b"aXbXc").split(b"X"), bytearray(b"aXbXc").rfind(b"X"))
print("aaa".count("aa"), "aaaaa".replace("aa", "b"), b"aaaaa".count(b"aa"))
print("abab".rsplit("ab"), "xabab".rsplit("ab", 1), b"abab".rpartition(b"ab"))
print("héllo".find("l"), "héllo".rfind("l"), "héllo".index("o", 2), "ééxé".rindex("é", 0, 3))
print("" in "", "" in "abc", b"" in b"", b"" in b"abc")
print("abc".count(""), "héllo".count(""), "héllo".count("", 2), b"abc".count(b""), b"abc".count(b"", 5))
for a, b in [("a", "b"), ("ab", "a"), ("", ""), ("é", "e"), ("abc", "abd"), ("a\x00", "a")]:
    print(a < b, a <= b, a == b, a != b, a > b, a >= b, end=" | ")
    x, y = a.encode(), b.encode()
    print(x < y, x <= y, x == y, x != y, x > y, x >= y, bytearray(x) < y, x >= bytearray(y))
