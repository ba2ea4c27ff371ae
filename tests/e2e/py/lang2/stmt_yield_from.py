# yield from: delegation, return values of sub-generators, send/throw passing through.
def read_section(lines, name):
    count = 0
    for line in lines:
        count += 1
        yield f"{name}:{line}"
    return count
def read_all(sections):
    totals = {}
    for name, lines in sections.items():
        totals[name] = yield from read_section(lines, name)
    return totals
sections = {"head": ["a", "b"], "body": ["c"], "tail": []}
g = read_all(sections)
out = []
while True:
    try:
        out.append(next(g))
    except StopIteration as e:
        print(out, e.value)
        break
def flatten(tree):
    for node in tree:
        if isinstance(node, list):
            yield from flatten(node)
        else:
            yield node
print(list(flatten([1, [2, [3, [4]], 5], [[6]]])))
def averager():
    total = count = 0
    while True:
        v = yield (total / count if count else None)
        if v is None:
            return total
        total += v
        count += 1
def delegate():
    result = yield from averager()
    yield f"sum was {result}"
d = delegate()
print(next(d), d.send(10), d.send(20), d.send(None))
def inner():
    try:
        yield "inner 1"
        yield "inner 2"
    except KeyError as e:
        yield f"inner caught {e}"
def outer():
    yield from inner()
    yield "outer end"
o = outer()
print(next(o), o.throw(KeyError("k")), next(o))
def chain(*its):
    for it in its:
        yield from it
print(list(chain("ab", range(2), {"k": 1})))
