# Issue 16: f-string replacement fields as CPython 3.11 parses them, as "(expr)": two
# expressions side by side are 'Perhaps you forgot a comma?', {x for x in y} is a generator
# expression, {*a} and {**a} are refused with 3.11's texts, and a number literal's error
# keeps its text without the 'f-string: ' prefix.
MODE = 'exec'
srcs = ["f'{'", "f'}'", "f'{}'", "f'{ }'", "f'{x!}'", "f'{x!z}'", "f'{x:'", "f'{x!r'", "f'{a b}'", "f'{x=!}'", "f'{#}'", "f'{\\n}'", "f'{x:{y:{z}}}'",
        "f'{lambda x: 1}'", "f'{yield}'", "f'{*a}'", "f'{**a}'", "f'{a:=1}'", "f'{(a:=1)}'", "f'{x!r:}'", "f'{x!s=}'", "f'{=x}'", "f'{x:}}'", "f'{{}'", "f'{{}}}'",
        "f'{1_}'", "f'{1 +}'", "f'{)}'", "f'{(}'", "f'{[}'", "f'{x for x in y}'", "f'{x, y}'", "f'{ x = }'", "f'''{\n}'''", "f'{\"a\"}'", "f'{'a'}'", "rf'{x}\\d'", "fb'x'", "f'{x!r:>{w}}'",
        "f'{x:{{}}>10}'", "f'{\"\\\\n\"}'", "f'{x:\\n}'"]
for s in srcs:
    try:
        compile(s, 'm.py', MODE)
        print('OK', s)
    except SyntaxError as e:
        print(s, '|', e.msg, e.lineno, e.offset)
for s in ["f'{1_}'", "f'{$}'", "f'{0x}'", "f'{1e}'", "f'{09}'", "f'{a?}'", "f'{\"a}'", "f'{1__0}'", "f'{0b2}'", "f'{x!r}'"]:
    try:
        compile(s, 'm.py', 'exec'); print('OK', s)
    except SyntaxError as e:
        print(s, '|', e.msg, e.offset)
for s in ["x = (a b)", "x = [a b]", "f(a b)", "x = {a b}", "x = (a b c)", "(a b)", "x = (1 2)", "x = ('a' 'b' c)", "print(f'{a b}')", "x = (a.b c)", "x = (a\n b)"]:
    try:
        compile(s, 'm.py', 'exec'); print('OK', repr(s))
    except SyntaxError as e:
        print(repr(s), '|', e.msg, e.offset, e.end_offset)
y = [1, 2]
print(f"{x for x in y}"[:22], f"{sum(x for x in y)}", f"{[x for x in y]}")
