# SyntaxError messages for unbalanced brackets, as an agent's code checker would report them.
snippets = {
    "paren": "total = (1 + 2\nprint(total)\n",
    "bracket": "items = [1, 2, 3\n",
    "brace": "cfg = {'a': 1,\n 'b': 2\n",
    "call": "print('hello'\n",
    "extra_close": "x = 1 + 2)\n",
    "mismatch": "x = (1, 2]\n",
    "mismatch2": "y = [1, 2}\n",
    "nested": "z = f(g(1, 2)\n",
}
for label, src in snippets.items():
    try:
        compile(src, f"<{label}>", "exec")
        print(label, "compiled")
    except SyntaxError as e:
        print(f"{label}: {type(e).__name__}: {e.msg} (line {e.lineno})")
