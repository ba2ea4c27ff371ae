# issue 13 (F1): a function's cell-slot table was sized without room for cells that are
# also locals, so closures capturing more than a handful of names broke at a size boundary.


def outer():
    a = 1; b = 2; c = 3; d = 4; e = 5; f = 6
    return (lambda: a + b + c + d + e + f)()


print(outer())


def names(n):
    return ["v%d" % i for i in range(n)]


# a lambda capturing n locals
def lam_src(n):
    ns = names(n)
    body = "".join("    %s = %d\n" % (v, i) for i, v in enumerate(ns))
    return "def f():\n" + body + "    return (lambda: " + " + ".join(ns) + ")()\n"


# captured names that are also parameters, with extra plain locals
def param_src(n):
    ns = names(n)
    body = "".join("    w%d = %d\n" % (i, i) for i in range(n // 2))
    return ("def f(" + ", ".join(ns) + "):\n" + body +
            "    def g():\n        return " + " + ".join(ns) + "\n    return g()\n")


# nested closures, each level adding names and reading all outer ones
def nest_src(n, depth):
    out = []
    ind = ""
    allv = []
    for lvl in range(depth):
        out.append(ind + "def f%d():\n" % lvl)
        ind += "    "
        vs = ["l%d_%d" % (lvl, i) for i in range(n)]
        for i, v in enumerate(vs):
            out.append(ind + "%s = %d\n" % (v, i + lvl))
        allv += vs
    out.append(ind + "return " + " + ".join(allv) + "\n")
    for lvl in range(depth - 1, 0, -1):
        ind = ind[:-4]
        out.append(ind + "return f%d()\n" % lvl)
    out.append("f = f0\n")
    return "".join(out)


# nonlocal rebinding of every captured name
def nonlocal_src(n):
    ns = names(n)
    body = "".join("    %s = %d\n" % (v, i) for i, v in enumerate(ns))
    inner = ("    def g():\n        nonlocal " + ", ".join(ns) + "\n" +
             "".join("        %s += 1\n" % v for v in ns))
    return "def f():\n" + body + inner + "    g()\n    return " + " + ".join(ns) + "\n"


# comprehensions and generators capturing names
def comp_src(n):
    ns = names(n)
    body = "".join("    %s = %d\n" % (v, i) for i, v in enumerate(ns))
    return ("def f():\n" + body +
            "    a = [" + " + ".join(ns) + " + k for k in range(3)]\n" +
            "    def gen():\n        for k in range(2):\n            yield k + " + " + ".join(ns) + "\n" +
            "    b = sum(x + " + ns[-1] + " for x in range(4))\n" +
            "    return sum(a) + sum(gen()) + b\n")


# methods using super() (the __class__ cell) next to many captured names
def class_src(n):
    ns = names(n)
    body = "".join("    %s = %d\n" % (v, i) for i, v in enumerate(ns))
    return ("def f():\n" + body +
            "    class B:\n        def m(self):\n            return 1\n" +
            "    class C(B):\n" +
            "".join("        c%d = %s\n" % (i, v) for i, v in enumerate(ns)) +
            "        def m(self):\n            return super().m() + " + " + ".join(ns) + "\n" +
            "        def k(self):\n            return __class__.__name__\n" +
            "    return C().m(), C().k()\n")


sizes = list(range(1, 20)) + [31, 32, 33, 63, 64, 65, 100, 127, 128, 129, 255, 256, 257, 300]
for kind, mk in [("lambda", lam_src), ("param", param_src), ("nonlocal", nonlocal_src),
                 ("comp", comp_src), ("class", class_src)]:
    res = []
    for n in sizes:
        ns = {}
        exec(mk(n), ns)
        res.append(ns["f"](*range(n)) if kind == "param" else ns["f"]())
    print(kind, res)

for depth in (2, 3, 5, 8):
    res = []
    for n in (1, 3, 6, 7, 16, 40):
        ns = {}
        exec(nest_src(n, depth), ns)
        res.append(ns["f"]())
    print("nest", depth, res)


# cells that are arguments and are also deleted and rebound
def cellarg(a, b, c, d, e, f, *args, g=7, **kw):
    def inner():
        return a + b + c + d + e + f + g + len(args) + len(kw)
    r1 = inner()
    a = 100
    return r1, inner()


print(cellarg(1, 2, 3, 4, 5, 6, 0, 0, x=1))
