def m(v):
    match v:
        case []:
            return "empty"
        case [x]:
            return f"one {x}"
        case [x, y]:
            return f"two {x} {y}"
        case [x, *rest]:
            return f"many {x} {rest}"
print([m(v) for v in [[], [1], (1, 2), [1, 2, 3, 4], "ab"]])
