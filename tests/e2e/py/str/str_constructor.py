print(str(), str(42), str(1.5), str([1, "a"]), str(None), str(b"ab"), str(b"caf\xc3\xa9", "utf-8"))
