def m(v):
    match v:
        case {"type": "click", "pos": (x, y)}:
            return f"click {x},{y}"
        case {"type": "key", **rest}:
            return f"key {sorted(rest)}"
        case {}:
            return "dict"
        case _:
            return "no"
print(m({"type": "click", "pos": (1, 2)}), m({"type": "key", "k": 1, "m": 2}), m({"a": 1}), m(5))
