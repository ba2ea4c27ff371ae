# str.translate/maketrans for cleaning text, casefold for comparisons, expandtabs for columns.
leet = str.maketrans("aeio", "4310")
print("leet speak is nice".translate(leet))
strip_punct = str.maketrans("", "", ",.!?;:")
print("Hello, world! How are you?".translate(strip_punct))
both = str.maketrans("abc", "xyz", "d")
print("aabbccdd".translate(both), sorted(both.items()))
by_dict = str.maketrans({"<": "&lt;", ">": "&gt;", "&": "&amp;", "\t": None})
print("<a href='x'>&\t</a>".translate(by_dict))
print("abc".translate({ord("a"): "AA", ord("b"): None, 99: 100}))
try:
    str.maketrans("ab", "c")
except ValueError as e:
    print("ValueError:", e)
words = ["Straße", "STRASSE", "strasse", "Köln", "KÖLN"]
groups = {}
for w in words:
    groups.setdefault(w.casefold(), []).append(w)
print(groups)
print("ΣΊΣΥΦΟΣ".casefold(), "Ǆ".casefold(), "ABC".casefold() == "abc")
table = "name\tqty\tprice\nbolt\t100\t0.25\ngear\t3\t4.50"
for width in (8, 4):
    print(table.expandtabs(width))
print(repr("a\tb\tc".expandtabs()), repr("12345\t|".expandtabs(4)), repr("x\n\ty".expandtabs(2)))
print(repr("\t".expandtabs(0)), len("ab\t".expandtabs(8)))
