# eval/exec resolve builtins through globals['__builtins__'], and class bodies run by
# exec(src, {}) get __module__ from the builtins module's __name__.
safe = {"__builtins__": {"abs": abs, "len": len}}
for src in ["abs(-3)", "len('abc')", "max(1, 2)", "[range(2) for _ in 'x']", "__name__"]:
    try:
        print(f"{src:24} = {eval(src, safe)!r}")
    except NameError as e:
        print(f"{src:24} ! NameError: {e} (name={e.name!r})")
print(eval("__name__", {}), eval("abs(-2)", {"__builtins__": {}, "abs": lambda x: "mine"}))
g = {}
exec("x = len('ab')", g)
print(type(g["__builtins__"]).__name__, g["x"], sorted(k for k in g if k != "__builtins__"))
ns = {}
exec("class K:\n    pass\nmod = K.__module__\ndef f():\n    return __name__\nname = f()", ns)
print(ns["mod"], ns["name"], ns["K"].__qualname__)
empty = {"__builtins__": {}}
try:
    exec("print('hidden')", empty)
except NameError as e:
    print("NameError:", e)
def builtins_in_function():
    code = "def inner():\n    return sorted([3, 1, 2])\nresult = inner()"
    scope = {"__builtins__": {"sorted": lambda v: "custom sorted"}}
    exec(code, scope)
    return scope["result"]
print(builtins_in_function())
print(eval("min(4, 5)"), eval("min(4, 5)", {}), eval("min(4, 5)", {"min": max}))
