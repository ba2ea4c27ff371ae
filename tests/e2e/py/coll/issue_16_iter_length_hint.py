# Issue 16: dict and set iterators have __length_hint__ as in CPython (RustPython's
# builtin_list.py style probes: list/tuple/str/range iterators had it, these did not).

d = {"a": 1, "b": 2, "c": 3}
for make in (iter, lambda x: iter(x.values()), lambda x: iter(x.items()), reversed):
    it = make(d)
    hints = [it.__length_hint__()]
    for _ in it:
        hints.append(it.__length_hint__())
    print(type(it).__name__, hints)

# after the dict changed size the hint is 0 (and next() raises)
it = iter(d)
next(it)
d["z"] = 26
print(it.__length_hint__())
try:
    next(it)
except RuntimeError as e:
    print("RuntimeError", e)
print(it.__length_hint__())

s = {1, 2, 3, 4}
it = iter(s)
print(type(it).__name__, it.__length_hint__())
next(it)
print(it.__length_hint__())
s.add(9)
print(it.__length_hint__())
it = iter(frozenset((1, 2)))
print(it.__length_hint__(), list(it), it.__length_hint__())
print(iter({}).__length_hint__(), iter(set()).__length_hint__())
