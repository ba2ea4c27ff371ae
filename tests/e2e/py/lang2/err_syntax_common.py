# SyntaxError messages for the mistakes agents make most often.
cases = [
    "if x > 1\n    print(x)\n",
    "def greet(name)\n    return name\n",
    "for i in range(3)\n    pass\n",
    "while True\n    break\n",
    "class A\n    pass\n",
    "x = = 2\n",
    "print 'hello'\n",
    "a b c\n",
    "return\n",
    "def f():\n    x = 1\n  y = 2\n",
    "else:\n    pass\n",
    "1 +\n",
    "x = 5 +* 3\n",
]
for src in cases:
    try:
        compile(src, "<agent>", "exec")
        print("ok      ", repr(src))
    except SyntaxError as e:
        print(f"{type(e).__name__:16} line {e.lineno}: {e.msg}")
