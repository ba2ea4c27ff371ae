# __getattr__ as a fallback proxy, __setattr__ for change tracking, __delattr__.
class Tracked:
    def __init__(self, **fields):
        object.__setattr__(self, "_changes", [])
        for k, v in fields.items():
            setattr(self, k, v)
    def __setattr__(self, name, value):
        self._changes.append(f"set {name}={value!r}")
        object.__setattr__(self, name, value)
    def __delattr__(self, name):
        self._changes.append(f"del {name}")
        object.__delattr__(self, name)
    def __getattr__(self, name):
        if name.startswith("get_"):
            field = name[4:]
            return lambda: getattr(self, field, None)
        raise AttributeError(f"{type(self).__name__!r} has no field {name!r}")
t = Tracked(host="db", port=5432)
t.port = 6543
del t.host
print(t._changes)
print(t.get_port(), t.get_host(), hasattr(t, "host"), hasattr(t, "missing"))
try:
    t.missing
except AttributeError as e:
    print("AttributeError:", e)
print(getattr(t, "nothing", "default"))
class Proxy:
    def __init__(self, target):
        self._target = target
        self.calls = 0
    def __getattr__(self, name):
        self.calls += 1
        return getattr(self._target, name)
p = Proxy([3, 1, 2])
p.append(0)
p.sort()
print(p._target, p.calls, p.count(3), p.calls)
try:
    p.nonexistent
except AttributeError as e:
    print("AttributeError:", e)
class Defaults:
    color = "blue"
    def __getattr__(self, name):
        return f"<{name} unset>"
d = Defaults()
print(d.color, d.size, d.__class__.__name__)
