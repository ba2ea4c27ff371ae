# syntax_errors_01: Monty language golden test
srcs = ['x = ', 'def f(:\n  pass', 'if True\n  pass', '1 = x', 'return 5', 'f(**a, *b)', 'x = (1, 2', 'break', 'a b', "'unterminated"]
for s in srcs:
    try:
        compile(s, '<test>', 'exec')
        print('compiled?!', repr(s))
    except SyntaxError as e:
        print(type(e).__name__, repr(s), e.lineno)
try:
    exec('def f():\nreturn 1')
except IndentationError as e:
    print(type(e).__name__, e.msg)
try:
    exec('if 1:\n    x = 1\n      y = 2')
except IndentationError as e:
    print(type(e).__name__, e.msg)
print(issubclass(IndentationError, SyntaxError), issubclass(TabError, IndentationError))
