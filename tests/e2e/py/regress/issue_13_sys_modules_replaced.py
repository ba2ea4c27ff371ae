# Issue 13 class (found in session 8's regex review): C code that found its module
# through sys.modules read whatever a script put there as a module (random, json: a
# segfault). Each now reads only a module, by a lookup that runs no script __eq__; where
# CPython's answer needs the module, the call may fail with an exception, never a crash.
import sys, random, json, re


class Weird:
    def __getattr__(self, name):
        raise AssertionError("not a module: nothing is read from it")


for name in ("random", "json", "re"):
    for value in (5, None, "text", Weird(), [1]):
        sys.modules[name] = value
        for call in (lambda: random.random(), lambda: random.randint(1, 3), lambda: json.loads("[1"),
                     lambda: re.match("a+", "aa").group(), lambda: re.compile("(").pattern):
            try:
                call()
            except Exception:
                pass
print("no crash")
