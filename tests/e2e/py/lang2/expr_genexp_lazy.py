# Generator expressions are lazy: work happens only as items are pulled.
log = []
def source(n):
    for i in range(n):
        log.append(f"produce {i}")
        yield i

g = (x * 10 for x in source(5))
print("created, log:", log)
print(next(g), log)
print(next(g), log[-1])
log.clear()
print(any(x > 15 for x in source(100)), log)
log.clear()
first_even = next((x for x in source(10) if x % 2 == 0 and x > 2), None)
print(first_even, len(log))
print(next((x for x in []), "default"))
def iterable_evaluated_early():
    log.append("iterable built")
    return [1, 2]
g2 = (v for v in iterable_evaluated_early())
print(log[-1])
print(sum(g2), sum(g2))
total = sum(x * x for x in range(1_000_000) if x % 100_000 == 0)
print(total)
words = "the quick brown fox jumps".split()
lengths = (len(w) for w in words)
print(max(lengths), list(lengths))
print(list(zip((c for c in "abc"), (i for i in range(10)))))
print(type(g).__name__, "".join(str(d) for d in range(5)))
