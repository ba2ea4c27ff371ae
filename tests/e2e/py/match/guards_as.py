def m(v):
    match v:
        case int(n) if n < 0:
            return "neg"
        case int() | float() as num:
            return f"num {num}"
        case str(s) if s:
            return "str " + s
        case [int() as a, *_] as whole:
            return f"list starting {a} of {len(whole)}"
    return "none"
print([m(v) for v in [-1, 5, 2.5, "x", "", [7, 8]]])
