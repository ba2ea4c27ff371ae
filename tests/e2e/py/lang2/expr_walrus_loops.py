# The walrus operator in while loops, comprehensions and conditions.
data = "alpha,beta;gamma,delta;epsilon"
chunks = data.split(";")
i = 0
while (chunk := chunks[i] if i < len(chunks) else None) is not None:
    print(i, chunk.split(","))
    i += 1
readings = [4, 9, 15, 2, 30, 7]
big = [y for x in readings if (y := x * 3) > 20]
print(big, "last y:", y)
if (n := len(readings)) > 5:
    print(f"{n} readings")
lines = iter(["header", "a=1", "b=2", "", "ignored"])
parsed = {}
while (line := next(lines)):
    if "=" in line:
        k, v = line.split("=")
        parsed[k] = int(v)
print(parsed)
def first_match(words, prefix):
    if any((hit := w).startswith(prefix) for w in words):
        return hit
    return None
print(first_match(["apple", "banana", "blueberry"], "b"), first_match(["x"], "z"))
totals = [total := 0] + [total := total + v for v in [1, 2, 3, 4]]
print(totals, total)
print((w := 5) * 2, w)
stats = {"min": (lo := min(readings)), "max": (hi := max(readings)), "span": hi - lo}
print(stats)
