# `and` and `or` return one of their operands; used for defaults and guards.
def display_name(user):
    return user.get("nickname") or user.get("name") or "anonymous"

users = [{"name": "Ana", "nickname": ""}, {"nickname": "bo"}, {}, {"name": "Cy", "nickname": None}]
print([display_name(u) for u in users])
print(0 or [] or {} or "", 0 or None, "" and 1, [] and [1], [0] and [1])
print(1 and 2 and 3, 1 and 0 and 3, None or 0.0 or "x")
config = {"timeout": 0, "retries": None}
timeout = config.get("timeout") or 30
retries = config.get("retries") if config.get("retries") is not None else 3
print(timeout, retries)
calls = []
def t(x):
    calls.append(x)
    return x
result = t(0) and t(1)
print(result, calls); calls.clear()
result = t(2) or t(3)
print(result, calls); calls.clear()
result = t("") or t(None) or t([]) or t("last")
print(result, calls)
items = None
print(items and len(items), len(items or []))
class Flag:
    def __init__(self, v):
        self.v = v
    def __bool__(self):
        return self.v
    def __repr__(self):
        return f"Flag({self.v})"
print(Flag(False) or Flag(True), Flag(True) and Flag(False), not Flag(False))
print(type(1 and 2.5).__name__, type(0 or "s").__name__)
