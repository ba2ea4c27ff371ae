d = {"a": 1}
print(d.setdefault("b", 2), d.setdefault("a", 9), d.pop("a"), d.pop("x", None), d.popitem(), d)
d.update({"x": 1}, y=2); d.update([("z", 3)]); print(d, d.copy(), dict.fromkeys("ab", 0))
