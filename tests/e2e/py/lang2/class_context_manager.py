# Context manager classes: a transaction that rolls back, and an error collector.
class Transaction:
    def __init__(self, store):
        self.store = store
    def __enter__(self):
        self.snapshot = dict(self.store)
        return self.store
    def __exit__(self, exc_type, exc, tb):
        if exc_type is not None:
            self.store.clear()
            self.store.update(self.snapshot)
            print(f"  rolled back after {exc_type.__name__}: {exc}")
        return False
db = {"balance": 100}
with Transaction(db) as s:
    s["balance"] -= 30
print(db)
try:
    with Transaction(db) as s:
        s["balance"] -= 500
        if s["balance"] < 0:
            raise ValueError("overdrawn")
except ValueError:
    pass
print(db)
class Collect:
    def __init__(self, *types):
        self.types = types
        self.errors = []
    def __enter__(self):
        return self
    def __exit__(self, exc_type, exc, tb):
        if exc_type and issubclass(exc_type, self.types):
            self.errors.append(repr(exc))
            return True
        return False
collector = Collect(KeyError, ZeroDivisionError)
for job in [lambda: {}["a"], lambda: 1 / 0, lambda: "fine"]:
    with collector:
        print("job result:", job())
print(collector.errors)
try:
    with collector:
        int("nope")
except ValueError as e:
    print("not suppressed:", e)
class Indent:
    level = 0
    def __enter__(self):
        Indent.level += 1
        return "  " * Indent.level
    def __exit__(self, *exc):
        Indent.level -= 1
with Indent() as a:
    print(a + "one")
    with Indent() as b:
        print(b + "two")
    print(a + "back")
print(Indent.level)
