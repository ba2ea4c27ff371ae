# Exceptions raised inside eval/exec propagate to the caller with their normal types.
def run(src, mode="eval"):
    try:
        if mode == "eval":
            return ("ok", eval(src))
        exec(src)
        return ("ok", None)
    except Exception as e:
        return (type(e).__name__, str(e))

print(run("1 / 0"))
print(run("[1, 2][5]"))
print(run("{'a': 1}['b']"))
print(run("int('x')"))
print(run("None.upper()"))
print(run("raise KeyError('boom')", "exec"))
print(run("assert 1 == 2, 'not equal'", "exec"))
print(run("def f(:", "exec"))
print(run("'abc' + 1"))
print(run("eval('eval(\"2 ** 10\")')"))
print(run("x = 1", "exec"))
try:
    eval(42)
except TypeError as e:
    print("TypeError:", e)
