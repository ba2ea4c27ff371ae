# Evaluation order: left to right for operands, arguments, dict displays and assignments.
trace = []
def t(label, value=None):
    trace.append(label)
    return label if value is None else value

def f(*args, **kwargs):
    return len(args) + len(kwargs)

f(t("a"), t("b"), k=t("c"), *[t("d")], **{t("e"): t("f")})
print(trace); trace.clear()
d = {t("k1"): t("v1"), t("k2"): t("v2")}
print(trace); trace.clear()
x = t("l", 1) + t("r", 2) * t("rr", 3)
print(x, trace); trace.clear()
items = [0, 0, 0]
items[t("idx", 1)] = t("val", 9)
print(items, trace); trace.clear()
a = b = t("shared", [])
a.append(1)
print(b, trace); trace.clear()
res = t("cond", True) and t("then", 1) or t("else", 2)
print(res, trace); trace.clear()
v = t("yes", 10) if t("test", False) else t("no", 20)
print(v, trace); trace.clear()
[t(f"el{i}") for i in range(3)]
print(trace); trace.clear()
p, q = t("p", 1), t("q", 2)
p, q = q, p
print(p, q, trace); trace.clear()
obj = type("O", (), {})()
obj.x = t("attr", 5)
print(obj.x, trace)
