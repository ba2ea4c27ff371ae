# Deeply nested blocks: CPython 3.11 allows 100 indentation levels and stops at
# "too many levels of indentation"; statically nested blocks stop at 20.


def attempt(label, src):
    try:
        compile(src, "<nest>", "exec")
        print(label, "compiled")
    except RecursionError:
        print(label, "RecursionError")
    except SyntaxError as e:
        print(label, type(e).__name__, e.msg, e.lineno)


def nested(kw, n):
    lines = []
    for i in range(n):
        lines.append(" " * i + kw + ":")
    lines.append(" " * n + "pass")
    return "\n".join(lines) + "\n"


attempt("if 99", nested("if x", 99))
attempt("if 100", nested("if x", 100))
attempt("if 1000", nested("if x", 1000))
attempt("while 21", nested("while x", 21))
attempt("for 19", nested("for i in y", 19))
attempt("for 21", nested("for i in y", 21))
attempt("try 25", nested("try", 25))
attempt("def 99", nested("def f()", 99))
attempt("class 150", nested("class C", 150))
attempt("with 30", nested("with x", 30))
src = "x = 1\n" + "".join(" " * i + "if x:\n" for i in range(50)) + " " * 50 + "print('deep')\n"
exec(src)
