print(eval("1 + 2"), eval("x * 2", {"x": 21}))
ns = {}
exec("y = 10\ndef f():\n    return y + 1", ns)
print(ns["y"], ns["f"]())
