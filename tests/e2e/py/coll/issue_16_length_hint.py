# __length_hint__ of the list, reversed list, tuple, range and str iterators: what is left.
for mk in (lambda: iter([1, 2, 3, 4]), lambda: reversed([1, 2, 3, 4]), lambda: iter((1, 2, 3, 4)),
           lambda: iter(range(4)), lambda: reversed(range(4)), lambda: iter(range(0, 40, 10)), lambda: iter("abcd")):
    it = mk()
    a = it.__length_hint__()
    next(it)
    b = it.__length_hint__()
    rest = list(it)
    print(type(it).__name__, a, b, rest, it.__length_hint__())
l = [1, 2, 3]
it = iter(l)
next(it)
l.clear()
print(it.__length_hint__())
l = [1, 2, 3]
it = reversed(l)
l.pop(); l.pop()
print(it.__length_hint__(), list(it))
print(iter(range(5, 0)).__length_hint__(), iter("").__length_hint__())
it = iter("aéz€"); next(it); print(it.__length_hint__(), list(it), it.__length_hint__())
