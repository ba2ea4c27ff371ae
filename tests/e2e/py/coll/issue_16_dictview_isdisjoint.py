# dict_keys and dict_items are sets: isdisjoint as CPython walks it (the smaller side when
# both are sets or views), its errors, and a dict changed by the iterable it is given.
d = {"a": 1, "b": 2, "c": 3}
k, it = d.keys(), d.items()
print(k.isdisjoint({"x"}), k.isdisjoint(["a"]), k.isdisjoint("xyz"), k.isdisjoint(k), {}.keys().isdisjoint({}.keys()))
print(it.isdisjoint([("a", 1)]), it.isdisjoint([("a", 2)]), it.isdisjoint({"a": 1}.items()), it.isdisjoint(set()))
print(k.isdisjoint({"q": 0}.keys()), k.isdisjoint(set(range(100))), k.isdisjoint(iter(["c"])))
print(hasattr(d.values(), "isdisjoint"))
for bad in [lambda: k.isdisjoint(5), lambda: k.isdisjoint([[1]]), lambda: {}.keys().isdisjoint([[1]]), lambda: it.isdisjoint([[1]]), lambda: k.isdisjoint()]:
    try: print(bad())
    except TypeError as e: print("TypeError", e)
class Big:
    def __iter__(self):
        d["zz"] = 1
        yield "q"
print(k.isdisjoint(Big()), sorted(d))
