s = "héllo wörld"
print(len(s), s.upper(), s[1], s[::-1], s.encode("utf-8"), "ß".upper(), "É".lower())
