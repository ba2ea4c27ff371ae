# issue 13 (F3): a small set released its members only when its table had grown; the debug
# build's ownership check at monty_free failed on every script with a small set
s = {"a", "b" + str(1), (1, "x")}
print(sorted(map(str, s)))
s.clear()
print(s)
f = frozenset(["p" * 3, "q" * 2])
print(sorted(f))
t = {str(i) for i in range(5)}
t.discard("1")
print(sorted(t))
print("q" * 2 in f, {"z" * 2} | {"y" * 2} == {"zz", "yy"})
import functools
print(functools.partial(max, 1)(2))
del s, f, t
print("done")
