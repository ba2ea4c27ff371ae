# Fast paths of issue 18: f-strings, join, split, replace and search in one allocation.


class S(str):
    pass


class I(int):
    def __format__(self, spec):
        return "I<" + spec + ">"

    def __str__(self):
        return "I!"


# f-strings of ints, the tagged fast path and the others
for v in [0, -1, 7, -7, 10, 999, -1000, 2**61, -(2**62), 2**62 - 1, 2**62, -(2**63), 10**30]:
    print(f"<{v}>", f"{v!s}", f"{v!r}", f"{v:5}", f"{v:x}" if v >= 0 else "")
print(f"{True}", f"{False!s}", f"{I(3)}", f"{I(3)!s}", f"{I(3):>4}", f"{3:}")
print(f"é{1}ü{'ß'}", len(f"é{1}ü{'ß'}"), f"{''}{''}" == "", len(f"a{''}b"))
x = f"{S('sub')}"
print(x, type(x).__name__)

# join: list, tuple, iterator, the single item, errors
s = "abc"
print(",".join(["a", "bb", "ccc"]), "".join(("x", "y")), "-".join(iter(["p", "q"])))
print("".join([s]) is s, type(",".join([S("s")])).__name__, ",".join([]) == "")
print("é".join(["ü", "ß", ""]), len("é".join(["ü", "ß", ""])))
for bad in [["a", 1], ("a", "b", None), [b"x"]]:
    try:
        ",".join(bad)
    except TypeError as e:
        print("TypeError", e)
try:
    ",".join(5)
except TypeError as e:
    print("TypeError", e)


class L(list):
    def __iter__(self):
        return iter(["over", "ridden"])


print(",".join(L(["a", "b"])))

# split: few and many pieces, maxsplit, rsplit, keywords, splitlines
for n in [0, 1, 15, 16, 17, 40]:
    t = ",".join(str(i) for i in range(n))
    p = t.split(",")
    print(n, len(p), p[:3], p[-2:], len(t.rsplit(",", 3)), t.rsplit(",", 3)[:2])
print("a b  c".split(), "a,b,c".split(",", 1), "a,b,c".split(sep=",", maxsplit=1))
print("x\n" * 20 == "".join(("x\n" * 20).splitlines(True)), len(("y\r\n" * 33).splitlines()))
print(" ".join(["w"] * 20).split(), "éa éb éc".split("é"))
try:
    "a".split(",", 1, 2)
except TypeError as e:
    print("TypeError", e)
try:
    "a".split("")
except ValueError as e:
    print("ValueError", e)

# replace: counts, no match, growth, shrinkage, non-ASCII, overlaps
r = "hello"
print(r.replace("z", "y") is r, r.replace("l", "L", 0) is r, type(S("ab").replace("z", "")).__name__)
print("aaaa".replace("aa", "b"), "aaa".replace("aa", "b"), "abab".replace("ab", "xyz", 1))
print("abab".replace("ab", "", -1), "abab".replace("b", "éé"), len("abab".replace("b", "éé")))
print("ééé".replace("é", "e"), len("ééé".replace("é", "e")), "ab".replace("", "-"))
print("x".replace("x", ""), "xyx".replace("x", "ab", 5), "ITEM-1".replace("ITEM", "x"))

# search: needles whose first byte is everywhere
h = "ab" * 3000 + "abc"
print(h.find("abc"), h.count("ab"), h.count("aba"), h.index("bc"), "abc" in h, h.rfind("ab"))
h2 = "a" * 5000 + "b"
print(h2.find("a" * 300 + "b"), h2.count("a" * 300), ("a" * 300 + "b") in h2, h2.find("aab", 4000))
print(h2.replace("a" * 300, "x").count("x"), len(h2.split("a" * 299)))

# digits two at a time
print([f"{v}" for v in [9, 10, 11, 99, 100, 101, 999, 1000, 1001, 12345, -9, -10, -99, -100]])
print(f"{-(2**62)}", f"{2**62 - 1}", f"{-(2**62) + 1}", str(10**18), f"{10**18 - 1}")

# startswith/endswith and the whole str's bounds on non-ASCII text
u = "héllo wörld"
print(u.endswith("wörld"), u.endswith("ö"), u.startswith("hé"), u.startswith(""), u.endswith(""))
print(u.endswith("d", 0, 5), u.endswith("o", 0, 5), u.startswith("wö", 6), u.startswith(("x", "hé")))
print(u.find("ö"), u.rfind("l"), u.count("l"), u.index("w"), u.find("l", -3), u.find("o", 5, 8))
print("".endswith(""), "a".endswith("ab"), "ab".startswith("abc"), S("xy").endswith(S("y")))
try:
    u.endswith(5)
except TypeError as e:
    print("TypeError", e)
print("".split(), "  ".split(), "".rsplit(), "".splitlines(), "".split(","), " x ".rsplit(None, 0))
