# A number may touch a keyword that follows it (CPython 3.11 warns, then reads it):
# `1else`, `0x1for`, `1if`. The 'e' of `else` is not an exponent. A letter that
# starts no such keyword is still an invalid literal.
try:
    import warnings  # CPython's SyntaxWarning for these; not a module Monty has

    warnings.simplefilter("ignore")
except ImportError:
    pass

for src in [
    "1 if 1else 0",
    "[0x1for x in (1, 2)]",
    "(1if True else 2, 1or 2, 1_0in[10], 1.5if 1 else 0, 1e5if 1 else 0, 1jif 1 else 0)",
    "(3 if 2else 4, 5if 0else 6, 0b1or 2, 0o7if 1 else 0, 2.5e3if 0 else 7)",
    "[1 for x in [1]if 1else 2]",
    "1e3else",
]:
    try:
        print(src, "->", eval(src))
    except SyntaxError as e:
        print(src, "SyntaxError:", e.msg, e.offset)
exec("y = 7 if 0else 8\nprint('exec', y)")
for src in ["1e", "1e+", "1ein x", "1ex", "1_e", "1.0e-x", "0x1g", "1z", "2el", "1e5x", "1jx"]:
    try:
        compile(src, "s", "eval")
        print(src, "ok")
    except SyntaxError as e:
        print(src, "SyntaxError:", e.msg, e.offset)
