def m(v):
    match v:
        case 0:
            return "zero"
        case 1 | 2:
            return "small"
        case "s":
            return "string"
        case None:
            return "none"
        case True:
            return "true"
        case _:
            return "other"
print([m(x) for x in [0, 2, "s", None, True, 9]])
