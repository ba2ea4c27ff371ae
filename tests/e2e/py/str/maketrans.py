t = str.maketrans("abc", "xyz", "d")
print("abcd".translate(t), "hello".translate({ord("l"): None}), str.maketrans({"a": "1"}))
