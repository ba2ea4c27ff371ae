# eval() as a small calculator over a restricted namespace, with errors reported.
env = {"__builtins__": {"abs": abs, "min": min, "max": max, "round": round}}
variables = {"x": 4, "y": 2.5, "rate": 0.2}
exprs = [
    "x * y + 1",
    "round(x / 3, 2)",
    "max(x, y) - min(x, y)",
    "abs(-x) ** 2",
    "x // 0",
    "len([1, 2])",
    "x +",
    "rate * 100 if x > 3 else 0",
    "[i * x for i in range(3)]",
    "{'k': x}['k']",
    "undefined_name + 1",
]
for src in exprs:
    try:
        value = eval(src, env, variables)
        print(f"{src:26} = {value!r}")
    except ZeroDivisionError as e:
        print(f"{src:26} ! ZeroDivisionError: {e}")
    except NameError as e:
        print(f"{src:26} ! NameError: {e}")
    except SyntaxError as e:
        print(f"{src:26} ! SyntaxError: {e.msg}")
print(eval("  1 + 2  "), eval("\t3 * 3\n"))
print(eval("x", {"x": "global"}), eval("x", {"x": "global"}, {"x": "local"}))
