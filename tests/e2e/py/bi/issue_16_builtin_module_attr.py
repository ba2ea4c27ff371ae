# Issue 16: builtin functions have __module__ ('builtins', or the module of a module's C
# function; None for a method of a type), as CPython's, so f"{f.__module__}.{f.__qualname__}"
# works for them (it raised AttributeError).
import json
import math
import sys

for f in (len, print, math.sqrt, json.dumps, sys.getsizeof, [].append, dict.fromkeys):
    try:
        print(f.__qualname__, f.__module__)
    except AttributeError as e:
        print("AttributeError", e)


def describe(func):
    return f"{func.__module__}.{func.__qualname__}"


print(describe(sorted), describe(math.floor), describe(describe))
print(getattr(str.join, "__module__", "absent"))
