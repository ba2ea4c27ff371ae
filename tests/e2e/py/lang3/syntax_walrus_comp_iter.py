# An assignment expression anywhere in a comprehension's iterable is a SyntaxError.
cases = [
    "[y for x in (y := [1, 2])]",
    "[x for x in range(3) for z in (w := [1])]",
    "[x for x in [lambda: (y := 1)]]",
    "[x for x in [[z for z in (q := [1])]]]",
    "{k: v for k, v in (d := {}).items()}",
    "(x for x in (g := []))",
    "{x for x in (s := {1})}",
    "[x for x in range(3) if (y := x)]",
    "[[y for y in (w := x)] for x in range(3)]",
    "[(y := x) for x in range(3)]",
    "def f():\n    return [x for x in (n := [1])]",
]
for src in cases:
    try:
        compile(src, "<s>", "exec")
        print(f"{src!r:48} compiles")
    except SyntaxError as e:
        print(f"{src!r:48} {e.msg} ({e.lineno}, {e.offset})")
print([(y := x * 2) for x in range(3)], y)
