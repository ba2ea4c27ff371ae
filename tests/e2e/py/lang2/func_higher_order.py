# Functions as values: composition, map/filter/reduce pipelines, partial application.
from functools import reduce, partial
def compose(*fns):
    def run(x):
        for f in reversed(fns):
            x = f(x)
        return x
    return run
strip_lower = compose(str.lower, str.strip)
print(repr(strip_lower("  MiXed  ")))
inc = lambda x: x + 1
dbl = lambda x: x * 2
print(compose(inc, dbl)(5), compose(dbl, inc)(5), compose()(7))
orders = [("ana", 30.0), ("bo", 12.5), ("ana", 7.5), ("cy", 40.0), ("bo", 2.5)]
totals = reduce(lambda acc, o: {**acc, o[0]: acc.get(o[0], 0) + o[1]}, orders, {})
print(totals)
big = list(filter(lambda o: o[1] > 10, orders))
names = sorted(set(map(lambda o: o[0], big)))
print(big, names)
power = lambda base, exp: base ** exp
square = partial(power, exp=2)
cube = partial(power, exp=3)
print(square(7), cube(2), [f(3) for f in (square, cube)])
def apply_n(f, n):
    return lambda x: reduce(lambda acc, _: f(acc), range(n), x)
print(apply_n(dbl, 10)(1), apply_n(str.upper, 1)("a"))
handlers = {"len": len, "upper": str.upper, "rev": lambda s: s[::-1], "sorted": sorted}
print({name: h("banana") for name, h in handlers.items()})
print(list(map(pow, [2, 3, 4], [5, 2, 1])), list(map(max, [1, 5], [4, 2], [3, 3])))
print(sum(map(len, ["ab", "cde", ""])), any(map(str.isdigit, "ab3")))
print(sorted(["b10", "a2", "b9", "a10"], key=lambda s: (s[0], int(s[1:]))))
