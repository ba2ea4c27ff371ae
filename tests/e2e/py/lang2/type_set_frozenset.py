# set and frozenset: dedupe, algebra, comparisons, frozensets as keys, and errors.
tags_a = {"python", "c", "rust", "go"}
tags_b = {"go", "java", "python"}
print(sorted(tags_a & tags_b), sorted(tags_a | tags_b), sorted(tags_a - tags_b), sorted(tags_a ^ tags_b))
print(sorted(tags_a.intersection(["c", "zig"])), sorted(tags_a.union("ab")), tags_a.isdisjoint({"zig"}))
print({1, 2} <= {1, 2, 3}, {1, 2} < {1, 2}, {1, 2, 3} >= {3}, {1}.issubset(range(3)), {1, 2}.issuperset([2]))
fs = frozenset(["x", "y"])
groups = {fs: "pair", frozenset(): "empty"}
print(groups[frozenset("yx")], groups[frozenset()], type(fs | {"z"}).__name__, type({"z"} | fs).__name__)
print(fs == {"x", "y"}, sorted(fs), len(fs), hash(fs) == hash(frozenset(["y", "x"])))
s = set()
for n in [3, 1, 3, 2, 1]:
    s.add(n)
s.update([5, 4], (6,))
s.discard(99)
s.remove(6)
print(sorted(s), len(s), 4 in s)
popped = sorted([s.pop() for _ in range(2)])
print(len(s), len(popped))
s.clear()
print(s, set("aab") == {"a", "b"}, {1, 2} == frozenset({1, 2}))
nums = {1, 2, 3, 4}
nums -= {1}
nums &= {2, 3, 5}
nums |= {9}
nums ^= {2, 10}
print(sorted(nums), {x % 3 for x in range(10)})
try:
    {1}.remove(2)
except KeyError as e:
    print("KeyError:", e)
try:
    {[1, 2]}
except TypeError as e:
    print("TypeError:", e)
try:
    set().pop()
except KeyError as e:
    print("KeyError:", e)
try:
    fs.add("z")
except AttributeError as e:
    print("AttributeError:", e)
print(repr(frozenset()), repr(set()), repr({1}), repr(frozenset({1})))
