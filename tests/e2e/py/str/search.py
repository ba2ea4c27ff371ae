s = "banana"
print(s.find("an"), s.rfind("an"), s.index("n"), s.count("a"), s.count("an"), s.find("x"), "an" in s)
