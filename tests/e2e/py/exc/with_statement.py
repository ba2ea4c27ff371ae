class CM:
    def __init__(self, name, suppress=False):
        self.name, self.suppress = name, suppress
    def __enter__(self):
        print("enter", self.name)
        return self.name
    def __exit__(self, t, v, tb):
        print("exit", self.name, t.__name__ if t else None)
        return self.suppress
with CM("a") as x, CM("b") as y:
    print("body", x, y)
with CM("s", True):
    raise ValueError("hidden")
try:
    with CM("n"):
        raise KeyError("shown")
except KeyError as e:
    print("got", e)
