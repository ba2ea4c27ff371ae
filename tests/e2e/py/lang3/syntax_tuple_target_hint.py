# SyntaxError texts for a bad element in a tuple assignment target, as CPython's parser
# reads `a, 1 = ...` (a misspelt comparison) and the plain forms.
cases = [
    "a, 1 = 2, 3", "1, a = 2, 3", "x, f() = 1, 2", "a, 1 = 2", "a, 1 = 2 = 3",
    "[a, 1] = 2, 3", "a, (1) = 2, 3", "a, b + 1 = 2, 3", "a, 1 = b, c = 3", "(a, 1) = 2, 3",
    "a, *1 = 2, 3", "for a, 1 in x: pass", "a, None = 2, 3", "a, -1 = 2, 3", "a.b, 1 = 2, 3",
    "a, 1 = yield", "x = a, 1 = 2", "1 = 2, 3", "(a), 1 = 2, 3", "x, y = a, 1 = 2",
    "a, 1 = *b, c", "a, 1 = b < c, d", "a, 1 = not b", "a, 1 = b if c else d",
    "a, 1 = lambda: 0", "a, 1 = [b]", "a, f() = (b)", "a, 1, = 2, 3", "x = 1, a = 2",
    "a, 'x' = 3", "a, ... = 3", "a, {} = 3", "a, f'x' = 3", "1 = not x", "f() = 3",
    "x = 1 = 2", "x = a < b = 2", "1 = x", "a, b = 2, 3", "x = y = 1, 2",
]
for src in cases:
    try:
        compile(src, "<s>", "exec")
        print(f"{src!r:24} compiles")
    except SyntaxError as e:
        print(f"{src!r:24} {e.msg} ({e.lineno}, {e.offset})")
