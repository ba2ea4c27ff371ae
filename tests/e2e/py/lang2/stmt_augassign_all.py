# Every augmented assignment operator on ints, floats, strings, lists and sets.
v = 100
for op, arg in [("+=", 5), ("-=", 10), ("*=", 3), ("//=", 4), ("%=", 50), ("**=", 2),
                ("<<=", 3), (">>=", 2), ("&=", 0xFF), ("|=", 0x100), ("^=", 0x1)]:
    ns = {"v": v}
    exec(f"v {op} {arg}", ns)
    print(f"{v:>6} {op:4} {arg:>4} -> {ns['v']}")
    v = ns["v"]
f = 10.0
f /= 4
f **= 0.5
print(round(f, 6))
s = {1, 2}
s |= {3}
s &= {2, 3, 4}
s -= {2}
s ^= {5}
print(sorted(s))
words = ["a"]
words *= 3
words += "bc"
print(words)
d = {"x": 1}
d |= {"y": 2}
print(d)
try:
    t = (1, 2)
    t[0] += 1
except TypeError as e:
    print("TypeError:", e)
try:
    n = None
    n += 1
except TypeError as e:
    print("TypeError:", e)
try:
    undefined_total += 1
except NameError as e:
    print("NameError:", e)
def bump():
    try:
        counter += 1
    except UnboundLocalError as e:
        return f"UnboundLocalError: {e}"
    counter = 0
print(bump())
