# Sort keys compared without the dispatch (issue 18): small ints, exact strs and floats, and
# tuples of them; every other pair must still compare as CPython does.
nan = float("nan")


class S(str):
    def __lt__(self, other):
        return len(self) < len(other)


class Loud(int):
    def __eq__(self, other):
        print("eq", int(self), other)
        return int(self) == other

    def __lt__(self, other):
        print("lt", int(self), other)
        return int(self) < other

    __hash__ = int.__hash__


print(sorted([3, -1, 2**62, -(2**62) - 5, 0, 2**61, 7]))
print(sorted(["b", "a", "ab", "", "é", "z", "éa", "\U0001f600", "ÿ"]))
print(sorted([2.5, -0.0, 0.0, 1e300, -1e300, 3.0]))
print(sorted([(1, "b"), (1, "a"), (0, "z"), (1,), (), (1, "a", 0), (-1, "a")]))
print(sorted([(2, 1.5), (2, 1), (1, 2.5), (2, True), (2, False)]))
print(sorted([("x", (2, 1)), ("x", (1, 9)), ("w", (3,))]))
print(sorted([S("ccc"), S("a"), S("bb")]), sorted([S("ccc"), "a", S("bb")]))
print(sorted([(S("ccc"), 1), (S("a"), 2), (S("bb"), 3)]))
t = (nan, 1)
print(sorted([t, (1.0, 2), t]) == [t, (1.0, 2), t], sorted([(nan, 2), (nan, 1)]))
print(sorted([(Loud(2), 1), (2, 0)]))
print(sorted([(1, Loud(5)), (1, 4)]))
print(min([(3, "a"), (2, "b"), (2, "a")]), max(["b", "ba", "a"]))
try:
    sorted([(1, "a"), (1, 2)])
except TypeError as e:
    print("TypeError", e)
try:
    sorted(["a", 1])
except TypeError as e:
    print("TypeError", e)
rows = [{"id": i, "s": (i * 37) % 11, "n": "u" + str(i % 4)} for i in range(30)]
print([r["id"] for r in sorted(rows, key=lambda r: (r["n"], -r["s"], r["id"]))])
print([r["id"] for r in sorted(rows, key=lambda r: (r["s"], r["id"]), reverse=True)])
