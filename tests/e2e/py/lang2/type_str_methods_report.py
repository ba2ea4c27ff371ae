# str methods used to format a text report: alignment, case, search and counting.
rows = [("widget", "in stock", 42), ("Gadget Pro", "backorder", 0), ("thing", "discontinued", 7)]
print("NAME".ljust(12) + "STATUS".center(14) + "QTY".rjust(5))
for name, status, qty in rows:
    print(name.ljust(12, ".") + status.center(14) + str(qty).rjust(5, "0"))
title = "the quick brown fox"
print(title.title(), title.capitalize(), title.upper(), "MiXeD".swapcase(), "ABC".lower())
print(title.count("o"), title.find("quick"), title.find("slow"), title.rfind("o"), title.index("b"))
try:
    title.index("slow")
except ValueError as e:
    print("ValueError:", e)
print("42".zfill(5), "-42".zfill(5), "+7".zfill(4), "abc".zfill(2))
print("a,b,,c".split(","), "a b  c".split(), "k=v=w".split("=", 1), "path/to/file".rsplit("/", 1))
print(" padded ".strip(), "xxhixx".strip("x"), "  left".lstrip(), "right  ".rstrip(), "www.site.com".lstrip("w."))
print("report.txt".endswith((".txt", ".md")), "README".startswith("READ"), "abc".startswith("b", 1))
print("-".join(["2024", "05", "01"]), "".join(reversed("stressed")), ", ".join(str(n) for n in range(3)))
print("Hello World".replace("o", "0"), "aaaa".replace("a", "b", 2), "tab\tsep".expandtabs(4))
print("isdigit", "123".isdigit(), "12.3".isdigit(), "abc".isalpha(), "ab1".isalnum(), "  ".isspace(), "Title Case".istitle())
print("ß".upper(), "ǅ".lower(), "straße".casefold(), "ÀÉÎ".lower(), "ñandú".upper())
print("%-8s|%8s|%08.3f|%x|%c" % ("left", "right", 3.14159, 255, 65))
