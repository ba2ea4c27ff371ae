d = {"a": 1, "b": 2}
d["c"] = 3
print(d, d["a"], d.get("z"), d.get("z", 0), len(d), "a" in d, list(d), list(d.values()), list(d.items()))
