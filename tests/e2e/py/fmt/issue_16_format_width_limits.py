# Widths and precisions in format specs and %-formatting: any value up to sys.maxsize
# parses (past it: "Too many decimal digits"), a float precision past 2**31 - 1 is
# "precision too big", and long precisions are never cut short.

def show(label, f):
    try:
        r = f()
        print(label, len(r), r[:12], r[-12:])
    except Exception as e:
        print(label, type(e).__name__, e)

# a width past the old cap of 10**8 builds the whole result
show("w str", lambda: format("ab", "100000001"))
show("w grouped zero", lambda: format(-1234, "0=100000001,"))

for spec in ["9223372036854775808", "99999999999999999999", ".9223372036854775808f",
             ".99999999999999999999", ".2147483648f", ".3000000000", ",.3000000000f",
             ".3000000000s", ".2147483648e", ".2147483648%"]:
    for v in [1.5, "ab", 7, 2.5 + 1j]:
        show(spec + " " + repr(v), lambda: format(v, spec))
        show("str.format " + spec, lambda: ("{:" + spec + "}").format(v))

# long precisions: every digit, for each presentation type
for spec in [".600f", ".600e", ".600g", ".600", ".600%", ".300F", "#.600g", ",.500f"]:
    for v in [1.5, 1e300, -2.0 ** -1074, 1 / 3]:
        show(spec + " " + repr(v), lambda: format(v, spec))
show("complex .600f", lambda: format(2.5 + 1e300j, ".600f"))
show("%.600f", lambda: "%.600f" % 1.5)
show("%.600e", lambda: "%.600e" % 1e-300)
show("general 100", lambda: format(1e300, ".100"))
show("general 60", lambda: format(123.456, ".60"))

# grouped zero padding finds the digit count the width asks for
for w in range(1, 14):
    print(w, format(12, "0=%d," % w), format(-12, "0=%d_" % w), format(1.5, "0=%d,.1f" % w),
          format(255, "0=%d_x" % w))

# %-formatting's own limits
for fmt, args in [("%.3000000000f", (1.5,)), ("%.3000000000s", ("a",)),
                  ("%99999999999999999999d", (5,)), ("%.*f", (2 ** 31, 1.0)),
                  ("%.*f", (-2 ** 31 - 1, 1.0)), ("%*d", (-5, 1)), ("%.*s", (2 ** 31, "a"))]:
    show(fmt + " " + repr(args), lambda: fmt % args)
