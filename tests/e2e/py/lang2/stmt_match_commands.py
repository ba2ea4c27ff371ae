# match with sequence patterns: a tiny command interpreter.
def run(command):
    match command.split():
        case []:
            return "empty"
        case ["quit" | "exit"]:
            return "bye"
        case ["go", ("north" | "south" | "east" | "west") as direction]:
            return f"moving {direction}"
        case ["go", other]:
            return f"cannot go {other!r}"
        case ["get", item] if item.isalpha():
            return f"taking {item}"
        case ["get", *items] if items:
            return f"taking {len(items)} things: {', '.join(items)}"
        case ["say", *words]:
            return "saying: " + " ".join(words)
        case [verb, *_] if verb.startswith("#"):
            return "comment"
        case [single]:
            return f"unknown verb {single}"
        case [first, second, *rest]:
            return f"unknown {first}/{second} +{len(rest)}"
for c in ["", "quit", "exit", "go north", "go up", "get lamp", "get 2 coins", "say hi there",
          "# note", "jump", "a b c d"]:
    print(f"{c!r:15} -> {run(c)}")
def describe(seq):
    match seq:
        case (x, y):
            return f"pair {x},{y}"
        case [x, y, z]:
            return f"triple {x},{y},{z}"
        case [*_, last] if last == 0:
            return "ends in zero"
        case _:
            return "other"
print([describe(s) for s in [(1, 2), [1, 2, 3], (5, 4, 3, 0), "ab", [], range(2)]])
