# typeerror_msgs_01: Monty language golden test
F15 = 1.5
NONE = None
cases = [lambda: 1 + 'a', lambda: 'a' * 'b', lambda: [] + {}, lambda: len(1), lambda: abs('x'),
         lambda: int([]), lambda: {}[[]], lambda: None + 1, lambda: -'s', lambda: ~1.5,
         lambda: 'x'[F15], lambda: [1][NONE], lambda: 1.5 % 'a', lambda: sorted(5), lambda: sum(1)]
for c in cases:
    try:
        c()
    except TypeError as e:
        print(type(e).__name__, e)
