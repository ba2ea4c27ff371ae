d = {"a": 1, "b": 2}
k = d.keys()
d["c"] = 3
print(k, d.values(), d.items(), "a" in k, ("a", 1) in d.items(), k & {"a", "z"}, len(k))
