# sorted/min/max with key, default and reverse; errors for empty input and mixed types.
scores = {"ana": 91, "bo": 78, "cy": 91, "di": 65}
print(sorted(scores), sorted(scores, key=scores.get), sorted(scores, key=lambda k: (-scores[k], k)))
print(max(scores, key=scores.get), min(scores.values()), max(scores.items(), key=lambda kv: kv[1]))
print(max([], default="none"), min([], key=len, default=0), max(3, 7, 5), min("hello"), max("a", "B", key=str.lower))
print(sorted("banana"), sorted((3, 1, 2), reverse=True), sorted({3: "a", 1: "b"}.items()))
print(sorted([[2, "b"], [1, "z"], [2, "a"]]), sorted(["10", "9", "100"], key=int), sorted(["10", "9", "100"]))
for call in (lambda: max([]), lambda: min(()), lambda: sorted([1, "a"]), lambda: max(1), lambda: min()):
    try:
        call()
    except (ValueError, TypeError) as e:
        print(type(e).__name__ + ":", e)
records = [("x", 2), ("y", 1), ("z", 2), ("w", 1)]
print(sorted(records, key=lambda r: r[1]), max(records, key=lambda r: r[1]), min(records, key=lambda r: r[1]))
words = "The quick brown fox Jumps over the lazy dog".split()
print(sorted(words), sorted(words, key=str.casefold), sorted(words, key=len, reverse=True)[:3])
print(sorted(set("mississippi")), list(reversed(sorted([0.5, -1, 2]))))
