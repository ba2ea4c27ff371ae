# Crash-free (issue 13): the parser read each ** of 1 ** 1 ** ... by a level of C
# recursion with no bound (power -> factor -> power), so 200,000 of them in a source
# given to eval, exec or compile overflowed the stack (SIGSEGV). It is now a level of the
# parser's nesting limit, and the source is refused (CPython: MemoryError, Monty:
# RecursionError, as for every other nesting too deep).
for n in (100, 200000):
    src = "**".join(["1"] * n)
    for run in (lambda s: eval(s), lambda s: exec("x = " + s), lambda s: compile(s, "s", "eval")):
        try:
            run(src)
            print(n, "ok")
        except (RecursionError, MemoryError):
            print(n, "refused")
for src in ("-2 ** " * 50000 + "1", "2 ** -" * 50000 + "1", "(~1) ** " * 50000 + "1"):
    try:
        eval(src)
        print("ok")
    except (RecursionError, MemoryError):
        print("refused")
print(eval("2 ** -1 ** 2"), eval("-2 ** 2 ** 3"), eval("2 ** -2 ** -1"))
