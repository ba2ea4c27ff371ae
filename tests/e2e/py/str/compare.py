print("abc" < "abd", "a" < "B", "abc" == "abc", "Z" < "a", sorted(["b", "a", "C"]))
