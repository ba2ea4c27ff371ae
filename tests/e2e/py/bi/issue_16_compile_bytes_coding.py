# compile/exec/eval of bytes decode them with the codec the source declares.
src = "# -*- coding: latin-1 -*-\ns = '\xe9'\n".encode("latin-1")
ns = {}
exec(compile(src, "<b>", "exec"), ns)
print(ns["s"], len(ns["s"]))
ns = {}
exec(src, ns)
print(ns["s"])
print(eval(b"#!/usr/bin/env python\n# vim: set fileencoding=ascii :\n1 + 2\n"))
print(eval("'caf\xe9'".encode("utf-8")))
print(eval(b"\xef\xbb\xbf40 + 2"))
for bad in (b"# coding: nosuchcodec\nx = 1\n", b"\n# coding=nosuchcodec\n", b"# -*- coding: ascii -*-\nx = '\xe9'\n",
            b"x = '\xff'\n"):
    try:
        compile(bad, "<b>", "exec")
        print("compiled", bad)
    except SyntaxError as e:
        print("SyntaxError")
# a declaration below a line of code is only a comment
print(compile(b"x = 1\n# coding: nosuchcodec\n", "<b>", "exec") is not None)
print(eval(compile(b"2 * 21", "<b>", "eval")))
try:
    compile("pass", "<s>", "func_type")
except ValueError as e:
    print("ValueError:", e)
try:
    compile(1, "<s>", "exec")
except TypeError as e:
    print("TypeError:", e)
