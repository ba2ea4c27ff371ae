# TypeError and ValueError messages an agent's data-cleaning script runs into.
num, nothing, text = 42, None, "abc"
checks = [
    lambda: "total: " + 5,
    lambda: 5 + "5",
    lambda: [1] + (2,),
    lambda: "abc" * 2.0,
    lambda: len(42),
    lambda: num[0],
    lambda: nothing[0],
    lambda: text[1.5],
    lambda: sum(["1", "2"]),
    lambda: "x".join([1, 2]),
    lambda: int([1]),
    lambda: float(None),
    lambda: abs("3"),
    lambda: sorted([3, None]),
    lambda: "abc".index("z"),
    lambda: [1, 2].index(9),
    lambda: int("12abc"),
    lambda: float("1.2.3"),
    lambda: "a b".split(""),
    lambda: range(1.5),
    lambda: (1, 2, 3)[5],
    lambda: "%d" % "s",
    lambda: " ".join("ab", "c"),
    lambda: object() < object(),
    lambda: iter(None),
    lambda: next(iter([])),
]
for c in checks:
    try:
        c()
        print("ok")
    except (TypeError, ValueError, IndexError, KeyError, StopIteration) as e:
        print(f"{type(e).__name__}: {e}")
