# divmod() by zero when a float is involved names float's divmod (issue 16)


class Real(float):
    pass


class Whole(int):
    pass


pairs = [
    (1, 0.0),
    (2.5, 0),
    (2.5, False),
    (-3.0, -0.0),
    (Real(4), 0),
    (5.0, Whole(0)),
    (Real(6), Real(0)),
    (7, 0),
    (Whole(8), 0),
    (9.5, 2),
    (-9, 2.5),
    (10**400, 0.5),
    (10**400, 0.0),
    (0.0, 10**400),
    (10**400, 0),
]
for a, b in pairs:
    try:
        outcome = divmod(a, b)
    except ArithmeticError as exc:
        outcome = f'{type(exc).__name__}: {exc}'
    print(type(a).__name__, type(b).__name__, outcome)

# the operators keep their own wording
for label, op in [('//', lambda: 1.0 // 0), ('%', lambda: 1.0 % 0.0), ('/', lambda: 1 / 0.0)]:
    try:
        op()
    except ZeroDivisionError as exc:
        print(label, exc)
