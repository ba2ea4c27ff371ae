# Deeply nested source never crashes the compiler: it is a SyntaxError,
# an IndentationError or a RecursionError, as in CPython 3.11.


def attempt(label, src, mode="exec"):
    try:
        compile(src, "<nest>", mode)
        print(label, "compiled")
    except SyntaxError as e:
        print(label, type(e).__name__, e.msg)
    except (RecursionError, MemoryError):
        # CPython 3.11 gives either, depending on where the depth runs out
        print(label, "refused: too deep")


attempt("parens 100000", "(" * 100000)
attempt("parens closed 100000", "(" * 100000 + "1" + ")" * 100000, "eval")
attempt("brackets 100000", "[" * 100000 + "]" * 100000, "eval")
attempt("braces 300", "{" * 300 + "}" * 300, "eval")
attempt("parens 199", "(" * 199 + "1" + ")" * 199, "eval")
attempt("mixed 250", "([{" * 84 + "}])" * 84, "eval")
attempt("unary 100000", "-" * 100000 + "1", "eval")
attempt("not 100000", "not " * 100000 + "x", "eval")
attempt("power 100000", "2" + "**2" * 100000, "eval")
attempt("attr chain 100000", "x" + ".a" * 100000, "eval")
attempt("calls 100000", "f" + "()" * 100000, "eval")
attempt("lambda 100000", "lambda: " * 100000 + "1", "eval")
attempt("ternary 100000", "1 if x else " * 100000 + "1", "eval")
attempt("string concat 100000", "'a' + " * 100000 + "'a'", "eval")
attempt("fstring nest", "f'{" * 30 + "1" + "}'" * 30, "eval")
for n in (1500, 5000):
    attempt("sum chain %d" % n, "x" + " + x" * n, "eval")
    attempt("attr chain %d" % n, "x" + ".a" * n, "eval")
    attempt("call chain %d" % n, "f" + "()" * n, "eval")
    attempt("subscript chain %d" % n, "x" + "[0]" * n, "eval")
