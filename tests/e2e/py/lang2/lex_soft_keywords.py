# Soft keywords `match`, `case`, `_` and `type` used as ordinary names next to a match statement.
match = {"pattern": "a*", "text": "aaa"}
case = ["upper", "lower"]
_ = "underscore"
type_ = type(match).__name__
print(match["pattern"], case[0], _, type_)

def process(match, case=None):
    return f"{match}/{case}"

print(process("m", case="c"))
command = ["go", "north"]
match command:
    case ["go", direction]:
        print("going", direction)
    case _:
        print("unknown")
match = 3
print(match * 2)
class case:
    match = "attr"
print(case.match)
print([_ for _ in range(3)])
for _ in range(2):
    pass
print(_)
