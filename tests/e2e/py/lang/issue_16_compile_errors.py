# Issue 16: compile-time SyntaxErrors as CPython 3.11 raises them: the checks of match
# patterns (unreachable alternatives, a name bound twice, alternatives binding other
# names), stores to __debug__, unpacking in comprehensions, and each error's span (end
# line and offset) for scope, return/yield/await and unpacking errors.


def check(src):
    try:
        compile(src, "m.py", "exec")
        print("OK", repr(src)[:50])
    except SyntaxError as e:
        print(repr(src)[:50], "|", e.msg, e.lineno, e.offset, e.end_lineno, e.end_offset)


for c in ["case [a, a]", "case 1 | a", "case (a, b) | (b, a)", "case (a, b) | (c, a)",
          "case {'k': x, **x}", "case [*a, a]", "case Point(x=a, y=a)", "case [a] | [a, b]",
          "case (1 | 2) as a", "case [x, (y | y)]", "case a | b", "case [(a | a)]",
          "case (x as y) | (y as x)", "case ((a as b) | [a, b]) as a", "case [a, *_, _]",
          "case (a, [b, c]) | [c, (a, b)]", "case _ if a", "case x"]:
    check("match v:\n    " + c + ":\n        pass\n    case 2:\n        pass\n")

for s in ["__debug__ = 1", "del __debug__", "for __debug__ in x: pass", "def f(__debug__): pass",
          "import x as __debug__", "f(__debug__=1)", "__debug__ += 1", "with x as __debug__: pass",
          "(__debug__ := 1)", "x.__debug__ = 1", "lambda __debug__: 0", "global __debug__",
          "print(__debug__)", "def f(*, __debug__): pass", "__debug__: int", "del x.__debug__",
          "a, __debug__ = 1, 2", "print(x.__debug__)"]:
    check(s)

for s in ["def f():\n    nonlocal y\n", "def f():\n    x = 1\n    def g():\n        pass\n        nonlocal q\n",
          "class A:\n  nonlocal x\n", "def f():\n    print(1)\n    y = 2\n    global y\n",
          "def f(a):\n    pass\n    nonlocal a\n", "return 1", "yield 1", "x = yield", "await x",
          "break", "continue", "def f():\n    break", "class A:\n    return 1",
          "async def f():\n    yield from x", "def f():\n    print(x)\n    global x",
          "f(**a, *b)", "f(a=1, a=2)", "def f(a, a): pass", "lambda a, a: 0", "x = (1, 2",
          "x = [1, 2", "x = {1: 2", "def f():\n    from x import *",
          "try:\n    pass\nexcept:\n    pass\nexcept ValueError:\n    pass", "x = *a",
          "print(*a for a in b)", "a, *b, *c = d", "*a = b", "nonlocal x", "def f(x):\n    nonlocal x",
          "async with x: pass", "async for x in y: pass", "def f(): await x", "[await x for x in y]",
          "x = {**a for a in b}", "def f():\n\tif x:\n        pass"]:
    check(s)
