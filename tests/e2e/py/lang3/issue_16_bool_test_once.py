# A condition built from and/or/not asks each operand for its truth once.
calls = []


class Flag:
    def __init__(self, name, value):
        self.name = name
        self.value = value

    def __bool__(self):
        calls.append(self.name)
        return self.value


def show(label):
    print(label, calls)
    calls.clear()


if Flag("a", True) or Flag("b", True):
    pass
show("if or")

if Flag("a", False) and Flag("b", True):
    pass
else:
    pass
show("if and")

if not (Flag("a", False) or Flag("b", False)):
    pass
show("if not or")

if Flag("a", True) and (Flag("b", False) or Flag("c", True)) and not Flag("d", False):
    pass
show("if nested")

n = 0
while Flag("w", n < 2) and Flag("x", True):
    n += 1
show("while")

assert Flag("a", True) or Flag("b", False)
show("assert or")

assert not (Flag("a", False) and Flag("b", True))
show("assert not and")

v = "yes" if Flag("a", False) or Flag("b", True) else "no"
print(v)
show("ifexp")

items = [i for i in range(3) if Flag(i, i != 1) and Flag(-i, True)]
print(items)
show("comprehension")

match 5:
    case 5 if Flag("g", False) or Flag("h", True):
        print("guard matched")
show("match guard")

# The value of a bool op outside a condition is still the operand itself.
r = Flag("a", False) or Flag("b", True)
print(r.name)
show("value")

try:
    assert Flag("a", False) or Flag("b", False), "both false"
except AssertionError as e:
    print("AssertionError", e)
show("assert fails")
