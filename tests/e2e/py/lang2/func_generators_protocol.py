# Generator functions: state between yields, send(), close() running finally, throw().
def tokenize(text):
    word = ""
    for ch in text:
        if ch.isalnum():
            word += ch
        else:
            if word:
                yield ("WORD", word)
                word = ""
            if not ch.isspace():
                yield ("PUNCT", ch)
    if word:
        yield ("WORD", word)
print(list(tokenize("hello, world! x1")))
def running_total():
    total = 0
    try:
        while True:
            value = yield total
            if value is not None:
                total += value
    finally:
        print("  running_total closed at", total)
rt = running_total()
print(next(rt), rt.send(5), rt.send(10), next(rt))
rt.close()
print("after close")
def guarded():
    try:
        yield 1
        yield 2
    except ValueError as e:
        yield f"recovered from {e}"
    yield 3
g = guarded()
print(next(g), g.throw(ValueError("oops")), next(g))
try:
    next(g)
except StopIteration:
    print("exhausted")
def fib():
    a, b = 0, 1
    while True:
        yield a
        a, b = b, a + b
f = fib()
print([next(f) for _ in range(12)])
def batched(it, n):
    batch = []
    for x in it:
        batch.append(x)
        if len(batch) == n:
            yield batch
            batch = []
    if batch:
        yield batch
print(list(batched(range(7), 3)))
gen = (x for x in range(3))
print(iter(gen) is gen, list(gen), list(gen))
