# expect: spec
# The missing builtins stay missing inside eval/exec, and a namespace cannot reach them.
for src in ("input", "memoryview(b'x')", "__import__('os')", "help"):
    try:
        eval(src)
        print(src, "-> defined")
    except NameError as e:
        print(src, "->", e)
ns = {}
try:
    exec("def f():\n    return breakpoint\nf()", ns)
except NameError as e:
    print("exec ->", e)
print(sorted(k for k in ns if not k.startswith("__")))
print(callable(eval("print")), eval("len('abc')"))
