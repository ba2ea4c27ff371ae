# Conditional expressions nested and used inside other expressions.
def label(n):
    return "zero" if n == 0 else "neg" if n < 0 else "small" if n < 10 else "big"
print([label(n) for n in (-5, 0, 3, 42)])
def plural(n, word):
    return f"{n} {word}{'' if n == 1 else 's'}"
print(plural(1, "file"), plural(3, "file"), plural(0, "dir"))
vals = [3, None, 7, None]
print([v if v is not None else 0 for v in vals])
print(sum(v for v in vals if v) if any(vals) else -1)
x = 5
y = (x * 2 if x > 3 else x) + 1
print(y, (1 if x else 2) * 10, [1, 2][0 if x > 10 else 1])
status = {"code": 404}
msg = ("ok" if status["code"] < 300 else "redirect" if status["code"] < 400
       else "client error" if status["code"] < 500 else "server error")
print(msg)
calls = []
def side(v):
    calls.append(v)
    return v
r = side("a") if side(True) else side("b")
print(r, calls)
fn = (lambda: "on") if x else (lambda: "off")
print(fn())
print("even" if not x % 2 else "odd", "yes" if [] else "no", "yes" if [0] else "no")
