# A StopIteration raised by the function a builtin iterator calls (map's, filter's) ends the
# iteration for every consumer, as CPython's PyIter_Next; next() and yield from keep it.
def p(x):
    if x == 0:
        raise StopIteration()
    return x
print(list(filter(p, [1, 2, 0, 4])))
print(list(map(p, [1, 2, 0, 4])))
print(sorted(map(p, [3, 2, 0, 4])))
print(tuple(map(p, [3, 2, 0, 4])))
print(set(map(p, [3, 0, 4])))
print(sum(map(p, [3, 0, 4])))
print([x for x in map(p, [1, 0, 3])])
for x in map(p, [5, 0, 6]): print(x)
it = map(p, [0])
try:
    next(it)
except StopIteration as e:
    print("stop", type(e))
print(dict(zip("ab", map(p, [1, 0]))))
print(" ".join(map(str, map(p, [1, 0]))))
print(list(enumerate(map(p, [1, 0]))))
print(max(map(p, [1, 7, 0, 9])), min(map(p, [4, 0])), any(map(p, [0])), all(map(p, [1, 0])))
def g():
    yield 1
    raise StopIteration
try:
    print(list(g()))
except RuntimeError as e:
    print("RuntimeError", e)
def q(x):
    if x == 0:
        raise StopIteration("v")
    return x
def yf():
    r = yield from map(q, [1, 0, 2])
    yield ("r", r)
print(list(yf()))
try:
    next(map(q, [0]))
except StopIteration as e:
    print("value", e.value, e.args)
print(next(map(q, [0]), "default"))
import itertools
print(list(itertools.chain(map(q, [1, 0]), [9])))
print(list(zip(map(q, [1, 0, 3]), "abc")))
print(sorted({1: 2}.keys() | set(map(q, [5, 0]))))
