# %-formatting with a mapping: after a %(key) conversion, one without a key has no argument
# left (CPython's 'not enough arguments'); before any key the mapping itself is the argument.
for fmt, args in [("%(a)s %s", {"a": 1}), ("%s %(a)s", {"a": 1}), ("%(a)s %(b)s", {"a": 1, "b": 2}), ("%(a)s %*d", {"a": 1}), ("%(a)s %%", {"a": 1}), ("%s", {"a": 1}), ("%(a)s", ({"a": 1},)), ("%(a)s %.*f", {"a": 1}), (b"%(a)s %s", {b"a": b"x"}), ("%(a)s", {"a": 1, "b": 2}), ("%s %s", {"a": 1}), ("%(a)d %(a)x", {"a": 255})]:
    try: print(repr(fmt % args))
    except (TypeError, KeyError) as e: print(type(e).__name__, e)
