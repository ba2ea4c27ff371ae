print({k: v for k, v in zip("abc", range(3))}, {x: x * x for x in range(4) if x}, dict(a=1, b=2), dict([("k", "v")]))
