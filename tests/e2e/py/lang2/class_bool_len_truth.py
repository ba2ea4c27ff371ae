# Truthiness through __bool__ and __len__, and errors when they return the wrong type.
class Queue:
    def __init__(self, *items):
        self.items = list(items)
    def __len__(self):
        return len(self.items)
class Result:
    def __init__(self, ok, value=None):
        self.ok, self.value = ok, value
    def __bool__(self):
        return self.ok
for q in (Queue(), Queue(1, 2)):
    print(len(q), bool(q), "has work" if q else "idle", not q)
results = [Result(True, 1), Result(False), Result(True, 3)]
print([r.value for r in results if r], any(results), all(results))
print(Result(False) or "fallback", Result(True) and "chained")
class Both:
    def __bool__(self):
        return False
    def __len__(self):
        return 10
print(bool(Both()), len(Both()))
class BadBool:
    def __bool__(self):
        return 1
class BadLen:
    def __len__(self):
        return -1
class HugeLen:
    def __len__(self):
        return "3"
for obj in (BadBool(), BadLen(), HugeLen()):
    try:
        print(bool(obj))
    except (TypeError, ValueError) as e:
        print(type(e).__name__ + ":", e)
class Plain:
    pass
print(bool(Plain()), bool(object()), bool(None), bool(0j), bool(""), bool(" "))
count = 0
q = Queue(1, 2, 3)
while q:
    q.items.pop()
    count += 1
print("drained", count)
