# code.co_names: the names a code object looks up by name (globals, attributes,
# imports, names stored at module level), each once, in the order of first use.
import json


def outer():
    def inner():
        pass

    return inner


print(outer.__code__.co_names)  # inner is a local: no names
print(compile("import blah\n\ndef foo():\n    pass\n", "<test>", "exec").co_names)


def work(x):
    y = len(x) + json.dumps(x).count("a")
    print(y, x.real, x.imag)
    for i in range(3):
        z = i.bit_length()
    return [q.upper() for q in x]


print(work.__code__.co_names)


class K:
    a = 1

    def m(self):
        return self.a + K.a + super().m()


print(K.m.__code__.co_names)


def h():
    global GG
    GG = 1
    from os import path as p, sep
    import os.path

    try:
        pass
    except ValueError as e:
        pass
    with open("x") as f:
        f.read()
    del GG
    return p, sep, os


print(h.__code__.co_names)
for src in [
    "a = b + c\nd.e = f[g]\nprint(a)",
    "class A(B):\n    x = 1\n",
    "assert x, y\n",
    "f'{a!r:>{b}}'\n",
    "@dec\ndef f(): pass\n",
    "from m import *\n",
    "x = [i.j for i in k]\ny = {m: n for m, n in o.items()}\n",
    "try:\n    pass\nfinally:\n    q.close()\n",
    "print(*a, **b)\n",
    "del a, b.c, d[e]\n",
    "if __name__ == '__main__':\n    main()\n",
    "for a.b in c: pass\n",
    "raise E from F\n",
]:
    print(repr(src[:12]), compile(src, "s", "exec").co_names)
print(compile("x.y.z", "s", "eval").co_names, (lambda: w.v).__code__.co_names)
print(type(work.__code__.co_names).__name__)
