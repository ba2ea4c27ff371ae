# Issue 16: a general float format ('g', 'G', 'n', no type) with a precision near 2**31
# gives CPython 3.11's short text (trailing zeros dropped) instead of a MemoryError that
# ended the run (pydantic/monty's fstring__all.py); inf and nan need no digit buffer.


def t(f):
    try:
        r = f()
        print(repr(r) if len(r) < 120 else len(r))
    except Exception as e:
        print(type(e).__name__, e)


p = 2**31 - 1024
t(lambda: f"{0.0001:.{2**31 - 1025}g}")
for value, spec in ((0.0001, f".{p}g"), (1.5, f".{p}G"), (1.5, f".{p}n"), (1.5, f".{p}"),
                    (float("inf"), f".{p}f"), (float("nan"), f".{p}e"), (float("-inf"), f".{p}%"),
                    (float("inf"), f"#.{p}g"), (1, f".{p}g"), (True, f".{p}G"),
                    (10**30, f".{p}g"), (1 + 2j, f".{p}g"),
                    (5e-324, f".{p}g"), (2.0**-1074 * 3, f".{p}"), (1.7976931348623157e308, f".{p}g")):
    t(lambda: format(value, spec))
t(lambda: f"{1.5:.{2**31}g}")
t(lambda: f'{1:.{10**6}f}')
t(lambda: f'{1e-10:.{10**6}g}')
t(lambda: f'{5e-324:.{10**6}g}')
t(lambda: format(1 / 3, ".5000"))
t(lambda: format(2.5e-300 + 1j, ".3000g"))
