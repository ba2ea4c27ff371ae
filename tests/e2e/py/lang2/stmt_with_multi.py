# with: several items, __enter__/__exit__ order, exception info and suppression.
log = []
class Resource:
    def __init__(self, name, suppress=False):
        self.name, self.suppress = name, suppress
    def __enter__(self):
        log.append(f"enter {self.name}")
        return self.name.upper()
    def __exit__(self, exc_type, exc, tb):
        kind = exc_type.__name__ if exc_type else None
        log.append(f"exit {self.name} {kind} {exc}")
        return self.suppress

with Resource("a") as a, Resource("b") as b:
    log.append(f"body {a} {b}")
print(log); log.clear()
with Resource("outer", suppress=True), Resource("inner"):
    raise KeyError("boom")
print(log); log.clear()
try:
    with Resource("x") as x:
        raise ValueError("bad")
except ValueError as e:
    log.append(f"caught {e}")
print(log); log.clear()
with (
    Resource("p") as p,
    Resource("q") as q,
):
    log.append(p + q)
print(log); log.clear()
def early():
    with Resource("ret"):
        return "returned"
print(early(), log); log.clear()
for i in range(3):
    with Resource(f"loop{i}"):
        if i == 1:
            continue
        if i == 2:
            break
print(log); log.clear()
class Bad:
    pass
try:
    with Bad():
        pass
except (AttributeError, TypeError) as e:
    print(type(e).__name__, e)
