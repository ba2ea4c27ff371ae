# compile() in 'eval' and 'exec' modes, code objects reused, and compile errors.
code = compile("a * b + c", "<formula>", "eval")
print(type(code).__name__)
for a, b, c in [(1, 2, 3), (4, 5, 6), (0, 9, -1)]:
    print(eval(code, {"a": a, "b": b, "c": c}))
prog = compile("total = sum(values)\nmean = total / len(values)\n", "<stats>", "exec")
for values in ([1, 2, 3], [10, 20]):
    ns = {"values": values}
    exec(prog, ns)
    print(ns["total"], ns["mean"])
try:
    compile("x = 1", "<bad>", "eval")
except SyntaxError as e:
    print("eval mode:", e.msg)
try:
    compile("1 +", "<bad>", "exec")
except SyntaxError as e:
    print("exec mode:", e.msg, e.filename)
try:
    compile("x", "<m>", "nonsense")
except ValueError as e:
    print("ValueError:", e)
fn_code = compile("def double(n):\n    return 2 * n\n", "<gen>", "exec")
space = {}
exec(fn_code, space)
print(space["double"](21), space["double"].__name__)
print(eval(compile("[x ** 2 for x in range(5)]", "<c>", "eval")))
print(eval("(lambda *a: sum(a))(1, 2, 3)"))
