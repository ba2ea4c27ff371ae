# SyntaxError messages for invalid assignment targets and misplaced statements.
cases = [
    "1 = x",
    "f() = 3",
    "x + 1 = 2",
    "'a' = 1",
    "None = 1",
    "a, 1 = 2, 3",
    "del f()",
    "(a, b) += 1",
    "x = yield = 3",
    "break",
    "continue",
    "def f():\n    nonlocal q\n",
    "def f(a, a): pass",
    "def f(a=1, b): pass",
    "f(x=1, 2)",
    "f(**k, *a)",
    "lambda: (yield)",
    "x := 5",
    "import",
    "from m import",
]
for src in cases:
    try:
        compile(src, "<s>", "exec")
        print(f"{src!r:28} compiles")
    except SyntaxError as e:
        print(f"{src!r:28} {e.msg}")
