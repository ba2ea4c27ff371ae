# SyntaxError attributes: msg, filename, lineno, offset, text, and str() of the error.
def check(src, filename="<check>"):
    try:
        compile(src, filename, "exec")
    except SyntaxError as e:
        return e
    return None

e = check("x = 1\ny = (2 +\n", "script.py")
print(type(e).__name__, e.msg, e.filename, e.lineno)
print(str(e))
e = check("value = 10\nif value > 5\n    print(value)\n", "cfg.py")
print(e.msg, e.filename, e.lineno, e.offset, repr(e.text))
print(e.args[0], e.args[1][:3])
e = check("print('a')\nprint('b'))\n")
print(e.msg, e.lineno, e.offset)
e = check("def f():\n  x = 1\n y = 2\n")
print(type(e).__name__, e.msg, e.lineno)
print(check("x = 1\n") is None)
try:
    exec("for x in range(2):\n    print(x)\n  else_ = 1\n")
except SyntaxError as err:
    print(type(err).__name__, err.msg, err.filename)
try:
    eval("1 +")
except SyntaxError as err:
    print(type(err).__name__, err.msg, err.filename, err.lineno)
