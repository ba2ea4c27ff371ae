# More SyntaxError texts: walrus misuse, star misuse, keywords, await/yield placement.
cases = [
    "[y for x in (y := [1, 2])]",
    "[i := 0 for i in range(3)]",
    "def f():\n    x := 1\n",
    "*a = [1, 2]",
    "a = *b",
    "print(*)",
    "class = 1",
    "def None(): pass",
    "True = 1",
    "x = yield",
    "await x",
    "def f():\n    yield = 3\n",
    "f(a for a in b, c)",
    "del (a, 1)",
    "for 1 in x: pass",
    "with a as 1: pass",
    "x = 1 if True",
    "lambda x=1, y: x",
    "def f(*): pass",
    "def f(**k, a): pass",
    "nonlocal x",
    "try:\n    pass\n",
    "if x:\npass\nelif y:\n    pass\n",
    "match x:\n    case 1:\n        pass\n    case _:\n        pass\n    case 2:\n        pass\n",
]
for src in cases:
    try:
        compile(src, "<m>", "exec")
        print(f"{src!r:40} compiles")
    except SyntaxError as e:
        print(f"{src!r:40} {type(e).__name__}: {e.msg}")
