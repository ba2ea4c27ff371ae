# dict: insertion order, views that follow changes, | and |=, setdefault, popitem, fromkeys.
prices = {"apple": 1.2, "pear": 0.8}
keys, values, items = prices.keys(), prices.values(), prices.items()
prices["kiwi"] = 0.5
print(list(keys), list(values), list(items), len(keys))
print(keys & {"kiwi", "plum"}, sorted(keys | {"plum"}), sorted(keys - {"apple"}), ("pear", 0.8) in items)
del prices["apple"]
prices["apple"] = 1.3
print(list(prices))
defaults = {"color": "red", "size": "M"}
user = {"size": "L"}
print(defaults | user, user | defaults)
user |= {"color": "blue", "extra": True}
print(user)
index = {}
for word in "apple avocado banana blueberry cherry".split():
    index.setdefault(word[0], []).append(word)
print(index)
print(index.popitem(), index)
print(dict.fromkeys("abc", 0), dict.fromkeys(range(2)), dict(zip("xy", [1, 2])), dict([("k", "v")], z=1))
counts = {}
for ch in "mississippi":
    counts[ch] = counts.get(ch, 0) + 1
print(counts, max(counts, key=counts.get), sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])))
print(prices.pop("kiwi"), prices.pop("nope", None), prices.get("x"), prices.get("x", 0))
snapshot = prices.copy()
prices.update(pear=1.0, fig=2)
prices.update([("date", 3)])
print(snapshot, prices)
print({k: v for k, v in sorted(prices.items(), key=lambda kv: kv[1])})
print(list(reversed(prices)), list(reversed(prices.items()))[0], {1: "a"} == {1.0: "a"})
try:
    for k in prices:
        prices[k + "!"] = 0
except RuntimeError as e:
    print("RuntimeError:", e)
