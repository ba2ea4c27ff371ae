# IndentationError messages, from compile() and exec().
cases = {
    "unindent": "def f():\n        a = 1\n    b = 2\n",
    "unexpected": "x = 1\n    y = 2\n",
    "expected_def": "def f():\nreturn 1\n",
    "expected_if": "if True:\npass\n",
    "expected_for": "for i in range(2):\nprint(i)\n",
    "expected_class": "class K:\nx = 1\n",
    "expected_try": "try:\nx = 1\nexcept Exception:\n    pass\n",
    "expected_with": "with a:\npass\n",
    "mixed_ok": "if True:\n\tx = 1\nprint(x)\n",
}
for label, src in cases.items():
    try:
        exec(compile(src, "<indent>", "exec"), {})
        print(f"{label:14} ran")
    except IndentationError as e:
        print(f"{label:14} {type(e).__name__}: {e.msg} [line {e.lineno}]")
    except SyntaxError as e:
        print(f"{label:14} SyntaxError: {e.msg} [line {e.lineno}]")
    except NameError as e:
        print(f"{label:14} NameError: {e}")
print(issubclass(IndentationError, SyntaxError), IndentationError.__mro__[1].__name__)
