# printf-style % formatting: tuples, dicts, widths, precision, flags and errors.
rows = [("apples", 3, 1.5), ("kiwis", 12, 0.25), ("melons", 1, 4.0)]
for name, qty, price in rows:
    print("%-8s x%3d @ %6.2f = %7.2f" % (name, qty, price, qty * price))
print("%(user)s logged in from %(ip)s (%(n)d times)" % {"user": "ana", "ip": "10.0.0.1", "n": 3})
print("%5s|%-5s|%.2s|%r|%a" % ("ab", "cd", "xyz", "q", "é"))
print("%d %i %u %o %x %X %#o %#x %#X" % (42, 42, 42, 42, 255, 255, 8, 255, 255))
print("%e %E %.3e %g %G %10.4f %-10.1f| %+d % d %05d" % (12345.678, 0.000123, 1.5, 0.00001, 1e20, 3.14159, 2.5, 5, 5, -42))
print("%c%c%c %%" % ("P", 121, 0x2603))
print("%s" % [1, 2], "%s" % (1,), "%s %s" % ("a", None), "%.1f%%" % 99.44)
print("%*d|%-*d|%.*f" % (5, 42, 4, 7, 2, 3.14159))
print("single %s" % "value", "%d items" % True, "%s" % b"bytes")
errors = [
    lambda: "%d" % "x",
    lambda: "%s %s" % ("one",),
    lambda: "%s" % ("a", "b"),
    lambda: "%(k)s" % {"j": 1},
    lambda: "%z" % 1,
    lambda: "%d" % None,
]
for e in errors:
    try:
        print(e())
    except (TypeError, ValueError, KeyError) as exc:
        print(type(exc).__name__ + ":", exc)
