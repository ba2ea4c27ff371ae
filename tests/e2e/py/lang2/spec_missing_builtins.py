# expect: spec
# memoryview, __import__, breakpoint and help are undefined in the box (spec):
# each raises NameError, and the builtins namespace does not have them (`import
# builtins` is refused, issue 12: exec's __builtins__ is that namespace).
g = {}
exec("", g)
builtins = g["__builtins__"]

fallbacks = []
try:
    view = memoryview(b"abcdef")
    fallbacks.append("memoryview worked")
except NameError as e:
    view = bytes(b"abcdef")[1:3]
    fallbacks.append(str(e))
try:
    json = __import__("json")
except NameError as e:
    import json
    fallbacks.append(str(e))
try:
    breakpoint()
except NameError as e:
    fallbacks.append(str(e))
try:
    help(len)
except NameError as e:
    fallbacks.append(str(e))
for line in fallbacks:
    print(line)
print(view, json.dumps({"ok": True}))
for name in ("input", "memoryview", "__import__", "breakpoint", "help", "print", "len", "open"):
    print(name, name in builtins)
