tests = [lambda: [1][3], lambda: {}["x"], lambda: "a" + 1, lambda: 1 + "a", lambda: None.x, lambda: len(3), lambda: undefined_zz, lambda: int("q"), lambda: [].pop(), lambda: (1).foo, lambda: "x" * "y", lambda: iter(5), lambda: sorted([1, "a"]), lambda: hash([])]
for t in tests:
    try:
        t()
    except Exception as e:
        print(type(e).__name__, "|", e)
