# vars(), dir(), globals() and locals() for introspecting a small plugin.
class Plugin:
    version = "1.0"
    def __init__(self):
        self.enabled = True
        self.name = "demo"
    def run(self):
        return "ran"
    def _private(self):
        pass
p = Plugin()
print(vars(p), sorted(vars(Plugin).keys() & {"version", "run", "_private"}))
print([n for n in dir(p) if not n.startswith("__")])
print("run" in dir(Plugin), "enabled" in dir(Plugin), "enabled" in dir(p), "__init__" in dir(p))
g = globals()
print(g["Plugin"] is Plugin, "p" in g, g["__name__"])
g["dynamic_var"] = 99
print(dynamic_var)
def scope(a, b=2):
    c = a + b
    return sorted(locals().items())
print(scope(1))
def nested():
    x = 1
    def inner():
        return x
    return sorted(locals())
print(nested())
try:
    vars(5)
except TypeError as e:
    print("TypeError:", e)
print(sorted(n for n in dir([]) if not n.startswith("_"))[:5], "upper" in dir("s"), "Plugin" in dir(), "scope" in dir())
