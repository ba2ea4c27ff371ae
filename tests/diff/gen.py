"""Random valid Python programs for the differential test (tests/diff/run.py).

program(rng) returns the source of one program: a handful of snippets, each the body of
its own function, called under a try that prints the exception's type name, so one
failing snippet does not hide the others. Every snippet prints what it computes.
Programs are deterministic: no ids, no addresses, no str hashes (sets and dicts keyed by
strings print sorted), no time or randomness, so CPython's output is the only right one.

Features (issue 13): closures capturing many names, classes with dunders and
inheritance, in-place operators on aliases, comprehensions, generators with send and
throw, exceptions and finally, self-referential containers, slicing, str and bytes
methods, f-strings, big ints, and mutation during iteration; in-place operations of every
mutable type with itself, recursive C paths past the recursion limit, sorts whose key
raises or mutates; and "hostile" dunders
(__len__, __index__, __iter__, __hash__, __new__ returning the wrong type, __eq__ and
__lt__ mutating the container being walked, methods that raise, deep nesting).
"""

NAMES = ["a", "b", "c", "d", "e", "f", "g", "h", "k", "m", "n", "p", "q", "r", "s", "u", "v", "w"]


class Gen:
    def __init__(self, rng):
        self.r = rng
        self.lines = []
        self.depth = 1
        self.tag = ""  # a snippet may set it to tell its variants apart

    # ---- output helpers ----
    def emit(self, text):
        self.lines.append("    " * self.depth + text)

    def block(self, head, body):
        self.emit(head)
        self.depth += 1
        body()
        self.depth -= 1

    # ---- values ----
    def small_int(self):
        return str(self.r.choice([0, 1, 2, 3, -1, -2, 5, 7, 10, 100, 255, 256, -7]))

    def big_int(self):
        r = self.r
        k = r.choice([1, 2, 3])
        if k == 1:
            return str(r.choice([1, -1]) * r.randrange(2**62, 2**200))
        if k == 2:
            return "(%d ** %d)" % (r.choice([2, 3, 7, 10, -3]), r.randrange(10, 300))
        return "(1 << %d) - %d" % (r.randrange(60, 200), r.randrange(0, 5))

    def number(self):
        r = self.r
        k = r.randrange(6)
        if k < 3:
            return self.small_int()
        if k == 3:
            return self.big_int()
        if k == 4:
            return r.choice(["0.5", "-2.25", "1e10", "3.0", "0.1", "1e-5", "-0.0", "7.75"])
        return r.choice(["True", "False"])

    def text(self):
        return repr(
            self.r.choice(
                [
                    "",
                    "abc",
                    "Hello, World",
                    "  spaced  out  ",
                    "a,b,,c",
                    "MiXeD cAsE",
                    "x" * 5,
                    "tab\tsep",
                    "line1\nline2\n",
                    "caf\u00e9",
                    "123",
                    "3.5e2",
                    "__dunder__",
                    "snake_case_name",
                    "\u00fcber \u00df",
                ]
            )
        )

    def byte_text(self):
        return self.r.choice(
            ["b''", "b'abc'", "b'\\x00\\xff'", "b'Hello, World'", "b'  pad  '", "b'a-b-c'", "b'123'"]
        )

    def int_list(self, lo=0, hi=6):
        n = self.r.randrange(lo, hi)
        return "[" + ", ".join(self.small_int() for _ in range(n)) + "]"

    def container(self):
        r = self.r
        k = r.randrange(7)
        if k == 0:
            return self.int_list()
        if k == 1:
            return "(" + "".join(self.small_int() + ", " for _ in range(r.randrange(0, 5))) + ")"
        if k == 2:
            return "{" + ", ".join("%s: %s" % (self.small_int(), self.number()) for _ in range(r.randrange(0, 4))) + "}"
        if k == 3:
            return "list(range(%d))" % r.randrange(0, 30)
        if k == 4:
            return self.text()
        if k == 5:
            return self.byte_text()
        return "bytearray(%s)" % self.byte_text()

    # ---- snippets ----
    def closure(self):
        r = self.r
        n = r.randrange(1, len(NAMES))
        names = r.sample(NAMES, n)
        for i, nm in enumerate(names):
            self.emit("%s = %d" % (nm, i * 3 + 1))
        inner = r.sample(names, r.randrange(1, n + 1))
        mut = r.choice(inner)

        def body_f():
            self.emit("nonlocal %s" % mut)
            self.emit("%s += 1" % mut)

            def body_g():
                self.emit("return " + " + ".join(inner) + " + x")

            self.block("def g(x):", body_g)
            self.emit("return g")

        self.block("def f():", body_f)
        self.emit("h = f()")
        self.emit("print(h(1), h(2), %s)" % mut)
        if r.random() < 0.5:
            self.emit("fs = [lambda i=i: i * %s for i in range(3)]" % r.choice(names))
            self.emit("print([fn() for fn in fs])")
        if r.random() < 0.5:
            self.emit("print((lambda: %s)())" % " * ".join(r.sample(names, min(n, 6))))

    def klass(self):
        r = self.r
        ops = r.sample(
            ["add", "sub", "mul", "eq", "lt", "len", "getitem", "iter", "contains", "bool", "hash", "iadd", "call", "neg"],
            r.randrange(2, 8),
        )

        def body_base():
            self.block("def __init__(self, v):", lambda: self.emit("self.v = v"))
            self.block("def __repr__(self):", lambda: self.emit("return '%s(' + repr(self.v) + ')'" % "B"))
            for op in ops:
                if op in ("add", "sub", "mul"):
                    sym = {"add": "+", "sub": "-", "mul": "*"}[op]
                    self.block(
                        "def __%s__(self, o):" % op,
                        lambda sym=sym: self.emit(
                            "return type(self)(self.v %s (o.v if isinstance(o, B) else o))" % sym
                        ),
                    )
                elif op == "iadd":
                    def body_iadd():
                        self.emit("self.v = self.v + (o.v if isinstance(o, B) else o)")
                        self.emit("return self")

                    self.block("def __iadd__(self, o):", body_iadd)
                elif op == "eq":
                    self.block("def __eq__(self, o):", lambda: self.emit("return isinstance(o, B) and self.v == o.v"))
                elif op == "lt":
                    self.block("def __lt__(self, o):", lambda: self.emit("return self.v < o.v"))
                elif op == "len":
                    self.block("def __len__(self):", lambda: self.emit("return abs(self.v) % 7"))
                elif op == "getitem":
                    self.block("def __getitem__(self, i):", lambda: self.emit("return self.v * i"))
                elif op == "iter":
                    self.block("def __iter__(self):", lambda: self.emit("return iter(range(abs(self.v) % 5))"))
                elif op == "contains":
                    self.block("def __contains__(self, x):", lambda: self.emit("return x == self.v"))
                elif op == "bool":
                    self.block("def __bool__(self):", lambda: self.emit("return self.v > 2"))
                elif op == "hash":
                    self.block("def __hash__(self):", lambda: self.emit("return hash(self.v)"))
                elif op == "call":
                    self.block("def __call__(self, *a, **k):", lambda: self.emit("return (self.v, a, sorted(k))"))
                elif op == "neg":
                    self.block("def __neg__(self):", lambda: self.emit("return type(self)(-self.v)"))

        self.block("class B:", body_base)

        def body_sub():
            def body_init():
                self.emit("super().__init__(v * 2)")
                self.emit("self.extra = %s" % self.number())

            self.block("def __init__(self, v):", body_init)
            self.block(
                "def __repr__(self):", lambda: self.emit("return 'D<' + super().__repr__() + '>'")
            )

        self.block("class D(B):", body_sub)
        self.emit("x = B(%s); y = D(%s)" % (self.small_int(), self.small_int()))
        self.emit("print(x, y, D.__mro__[1].__name__, isinstance(y, B), issubclass(D, B))")
        for op in ops:
            expr = {
                "add": "x + y",
                "sub": "y - x",
                "mul": "x * 3",
                "eq": "x == y, x == B(x.v), x != y",
                "lt": "sorted([y, x, B(0)])",
                "len": "len(x), len(y)",
                "getitem": "x[3], y[-1]",
                "iter": "list(x), [i for i in y]",
                "contains": "3 in x, x.v in x",
                "bool": "bool(x), not y, 'yes' if x else 'no'",
                "hash": "hash(x) == hash(x.v), len({x, B(x.v)})",
                "iadd": "x.__iadd__(5)",
                "call": "x(1, 2, z=3)",
                "neg": "-x",
            }[op]
            self.emit("print(%s)" % expr)
        if "iadd" in ops:
            self.emit("al = x; x += y; print(x is al, al)")

    def inplace(self):
        r = self.r
        k = r.randrange(6)
        if k == 0:
            self.emit("a = %s; b = a" % self.int_list(0, 8))
            for _ in range(r.randrange(1, 4)):
                self.emit(r.choice(["a += b", "a *= 2", "b += a", "a += a", "a.extend(a)", "a *= 0", "b[:] = a + b", "a[1:2] = a"]))
            self.emit("print(a, b, a is b, len(a))")
        elif k == 1:
            self.emit("a = bytearray(%s); b = a" % self.byte_text())
            for _ in range(r.randrange(1, 4)):
                self.emit(r.choice(["a += b", "a *= 2", "a += a", "a.extend(a)", "a[0:0] = a", "b += b'z'"]))
            self.emit("print(a, b, a is b)")
        elif k == 2:
            self.emit("a = {1: 2, 3: 4}; b = a")
            for _ in range(r.randrange(1, 4)):
                self.emit(r.choice(["a |= b", "a.update(a)", "a |= {5: 6}", "b.update({1: 9})", "a = a | b"]))
            self.emit("print(sorted(a.items()), a is b)")
        elif k == 3:
            self.emit("a = {1, 2, 3}; b = a")
            for _ in range(r.randrange(1, 4)):
                self.emit(r.choice(["a |= b", "a &= a", "a -= {2}", "a ^= a", "a ^= {9}", "a.update(a)", "a -= a", "b |= {4}"]))
            self.emit("print(sorted(a), sorted(b), a is b)")
        elif k == 4:
            self.emit("s = %s; t = s" % self.text())
            self.emit("s += t; s *= 2; t += 'x'")
            self.emit("print(s, t)")
        else:
            self.emit("n = %s; m = n" % self.big_int())
            for _ in range(r.randrange(1, 5)):
                self.emit("n %s= %s" % (r.choice(["+", "-", "*", "//", "%", "|", "&", "^", "<<", ">>"]), r.choice(["m", "3", "7", "n", "12345678901234567890"])))
            self.emit("print(n, m)")

    def comprehension(self):
        r = self.r
        src = self.container()
        cond = r.choice(["", " if x", " if not x", " if x == x"])
        k = r.randrange(5)
        if k == 0:
            self.emit("print([x for x in %s%s])" % (src, cond))
        elif k == 1:
            self.emit("print([(x, y) for x in range(%d) for y in range(x)%s])" % (r.randrange(5), r.choice(["", " if (x + y) % 2"])))
        elif k == 2:
            self.emit("print(sorted({x: i for i, x in enumerate(%s)}.items()))" % src)
        elif k == 3:
            self.emit("print(sorted({repr(x) for x in %s}))" % src)
        else:
            self.emit("g = (x for x in %s%s)" % (src, cond))
            self.emit("print(list(g), list(g))")
        if r.random() < 0.3:
            self.emit("print([[y * x for y in range(x)] for x in range(%d)])" % r.randrange(5))

    def generator(self):
        r = self.r

        def body():
            self.emit("total = 0")

            def loop():
                def tbody():
                    self.emit("v = yield total")
                    self.emit("total += v if v is not None else 1")

                def ebody():
                    self.emit("total = -total")
                    self.emit("yield 'caught'")

                self.block("try:", tbody)
                self.block("except ValueError:", ebody)

            self.block("for _ in range(%d):" % r.randrange(1, 6), loop)
            if r.random() < 0.5:
                self.emit("yield from range(total % 4)")
            self.emit("return total")

        self.block("def gen():", body)
        self.emit("g = gen()")
        self.emit("out = [next(g)]")
        for _ in range(r.randrange(1, 7)):
            self.emit(
                r.choice(
                    [
                        "out.append(g.send(%s))" % self.small_int(),
                        "out.append(next(g))",
                        "out.append(g.throw(ValueError))",
                        "out.append(g.throw(ValueError('v')))",
                    ]
                )
            )
        self.emit("print(out)")
        if r.random() < 0.4:
            self.emit("g.close(); print(list(g))")

    def exceptions(self):
        r = self.r

        def body_e():
            self.emit("pass")

        self.block("class E(%s):" % r.choice(["Exception", "ValueError", "KeyError"]), body_e)

        def body_f():
            self.emit("log = []")

            def t():
                self.emit("log.append('try')")
                self.emit(r.choice(["raise E('boom')", "x = 1 // 0", "x = [][1]", "x = {}['k']", "pass", "return 'early'"]))

            def ex():
                self.emit("log.append(type(err).__name__)")
                if r.random() < 0.3:
                    self.emit("raise RuntimeError('again') from err")

            def el():
                self.emit("log.append('else')")

            def fin():
                self.emit("log.append('finally')")
                if r.random() < 0.3:
                    self.emit("return log")

            self.block("try:", t)
            self.block("except (E, ZeroDivisionError, IndexError, LookupError) as err:", ex)
            if r.random() < 0.5:
                self.block("else:", el)
            self.block("finally:", fin)
            self.emit("return log")

        self.block("def f():", body_f)

        def tb():
            self.emit("print(f())")

        def eb():
            self.emit("print('outer', type(err).__name__, type(err.__cause__).__name__)")

        self.block("try:", tb)
        self.block("except Exception as err:", eb)
        if r.random() < 0.5:
            self.emit("for i in range(3):")
            self.depth += 1
            self.block("try:", lambda: self.emit("continue" if r.random() < 0.5 else "break"))
            self.block("finally:", lambda: self.emit("print('fin', i)"))
            self.depth -= 1

    def selfref(self):
        r = self.r
        k = r.randrange(4)
        if k == 0:
            self.emit("a = [1, 2]; a.append(a); print(a, len(a), a[2] is a)")
        elif k == 1:
            self.emit("d = {'k': 1}; d['self'] = d; print(d, len(d))")
        elif k == 2:
            self.emit("a = [1]; b = [a]; a.append(b); print(a, b)")
        else:
            self.emit("a = []; t = (a,); a.append(t); print(a, t)")
        v = "d" if k == 1 else "a"
        self.emit(r.choice(["print(%s == %s, len(repr(%s)))" % (v, v, v), "import copy; c = copy.deepcopy(%s); print(c)" % v, "print(str(%s)[:30])" % v, "%s.clear(); print(%s)" % (v, v)]))

    def slicing(self):
        r = self.r
        src = r.choice([self.int_list(0, 12), self.text(), self.byte_text(), "tuple(range(%d))" % r.randrange(12), "bytearray(range(%d))" % r.randrange(12)])
        self.emit("s = %s" % src)

        def idx():
            return r.choice(["", "", "0", "1", "-1", "2", "-3", "5", "100", "-100", "None"])

        for _ in range(r.randrange(1, 5)):
            step = r.choice(["", "", ":1", ":2", ":-1", ":-2", ":3", ":None"])
            self.emit("print(s[%s:%s%s])" % (idx(), idx(), step))
        self.emit("print(s[::-1] == s[::-1], len(s[1:-1]))")
        if r.random() < 0.5:
            self.emit("l = list(s); l[%s:%s] = %s; print(l)" % (idx(), idx(), self.int_list(0, 4)))
            self.emit("del l[::2]; print(l)")
            self.emit("l[::-1] = l[:]; print(l)")

    def strmethods(self):
        r = self.r
        s = self.text()
        calls = [
            "upper()", "lower()", "title()", "capitalize()", "swapcase()", "casefold()", "strip()",
            "lstrip('a ')", "rstrip()", "split()", "split(',')", "split(',', 1)", "rsplit(None, 1)",
            "splitlines()", "splitlines(True)", "partition(',')", "rpartition('l')", "find('l')",
            "rfind('o')", "count('a')", "startswith(('a', 'H'))", "endswith('d')", "replace('l', 'L')",
            "replace('', '-')", "center(20, '*')", "ljust(12)", "rjust(12, '.')", "zfill(8)",
            "expandtabs(4)", "isalpha()", "isdigit()", "isspace()", "isidentifier()", "istitle()",
            "encode()", "encode('utf-8')", "removeprefix('a')", "removesuffix('e')", "join(['x', 'y'])",
            "format()", "index('a') if 'a' in %s else -1" % s,
        ]
        for _ in range(r.randrange(2, 7)):
            self.emit("print(repr(%s.%s))" % (s, r.choice(calls)))
        b = self.byte_text()
        bcalls = [
            "upper()", "hex()", "split(b'-')", "strip()", "replace(b'a', b'zz')", "find(b'b')",
            "decode('latin-1')", "count(b'a')", "startswith(b'a')", "center(11, b'#')", "isdigit()",
            "join([b'1', b'2'])", "title()", "zfill(6)",
        ]
        for _ in range(r.randrange(1, 4)):
            self.emit("print(%s.%s)" % (b, r.choice(bcalls)))
        if r.random() < 0.3:
            self.emit("print(bytes.fromhex('de ad be ef'), list(%s), %s * 2)" % (b, b))

    def fstrings(self):
        r = self.r
        specs = ["", ":>8", ":<8", ":^9", ":*^11", ":08.3f", ":.2e", ":g", ":+d", ": d", ":x", ":#x", ":o", ":b", ":,", ":_", ":.1%", ":10.4", "!r", "!s", "!r:>12"]
        self.emit("v = %s; w = %s; z = %s" % (self.small_int(), r.choice(["3.14159", "-0.5", "1e21", "2.5", "1e-7"]), self.text()))
        for _ in range(r.randrange(2, 6)):
            var = r.choice(["v", "w", "z", "v * 1000", "w * 3", "len(z)"])
            spec = r.choice(specs)
            if var == "z" and spec and spec[-1] in "fexob%gd," and not spec.startswith("!"):
                spec = ":>10"
            if var.startswith("w") and spec in (":x", ":#x", ":o", ":b", ":+d", ": d"):
                spec = ":.3f"
            self.emit("print(f'[{%s%s}]')" % (var, spec))
        if r.random() < 0.4:
            self.emit("width = %d; print(f'{v:{width}}|{z!r:^{width}}|{{literal}}')" % r.randrange(1, 15))
        if r.random() < 0.3:
            self.emit("print(f'{v=}, {w=!r}')")

    def bigints(self):
        r = self.r
        for _ in range(r.randrange(2, 6)):
            a, b = self.big_int(), r.choice([self.big_int(), self.small_int(), "3", "-7", "12345"])
            op = r.choice(["+", "-", "*", "//", "%", "**2 +", "&", "|", "^", "<<3 +", ">>", "==", "<"])
            if op in ("//", "%") and b in ("0",):
                b = "1"
            if op == ">>":
                b = str(r.randrange(0, 200))
            self.emit("print(%s %s %s)" % (a, op, b))
        self.emit("n = %s" % self.big_int())
        self.emit(r.choice(["print(divmod(n, 97), pow(n, 3, 1000003))", "print(hex(n), oct(n)[:20], bin(n)[-10:])", "print(str(n)[:30], len(str(n)), int(str(n)) == n)", "print(n.bit_length(), (-n).bit_length(), abs(-n) == n)", "print(n.to_bytes(40, 'big', signed=True)[-8:] if n.bit_length() < 300 else 0)", "print(float(n) if n.bit_length() < 1000 else 'big', n // 3 * 3 + n % 3 == n)"]))

    def mutation(self):
        r = self.r
        k = r.randrange(5)
        if k == 0:
            self.emit("l = list(range(%d))" % r.randrange(1, 12))
            self.block("for x in l:", lambda: self.emit(r.choice(["l.remove(x)", "if x % 2: l.remove(x)", "if len(l) < 20: l.append(x)", "l.insert(0, x) if len(l) < 20 else None"])))
            self.emit("print(l)")
        elif k == 1:
            self.emit("d = {i: i for i in range(%d)}" % r.randrange(1, 8))
            self.block("for key in d:", lambda: self.emit(r.choice(["d[key + 100] = 1", "del d[key]", "d[key] = 0", "d.pop(key)"])))
            self.emit("print(sorted(d.items()))")
        elif k == 2:
            self.emit("s = set(range(%d))" % r.randrange(1, 8))
            self.block("for x in s:", lambda: self.emit(r.choice(["s.add(x + 100)", "s.discard(x)", "s.add(x)"])))
            self.emit("print(sorted(s))")
        elif k == 3:
            self.emit("l = list(range(%d))" % r.randrange(1, 10))
            self.emit("it = iter(l); l.clear(); print(list(it))")
            self.emit("l = [3, 1, 2]; it = reversed(l); l.append(9); print(list(it))")
        else:
            self.emit("l = [5, 3, 8, 1]")
            self.block("def key(x):", lambda: (self.emit("l.append(x)" if r.random() < 0.5 else "l.clear()"), self.emit("return x")))
            self.block("try:", lambda: self.emit("l.sort(key=key)"))
            self.block("except ValueError as err:", lambda: self.emit("print('VE')"))
            self.emit("print(l)")

    def selfops(self):
        """Every mutable type extended, updated or compared with itself or an alias."""
        r = self.r
        k = r.randrange(6)
        self.tag = str(k)
        if k == 0:
            self.emit("import collections")
            self.emit("a = collections.deque(%s%s); b = a" % (self.int_list(0, 6), r.choice(["", ", maxlen=5"])))
            for _ in range(r.randrange(1, 4)):
                self.emit(r.choice(["a.extend(a)", "a.extendleft(a)", "a += a", "a += b", "a *= 2", "b.rotate(1)", "a.extend(reversed(a))"]))
            self.emit("print(list(a), a == b, len(a))")
        elif k == 1:
            self.emit("import collections")
            self.emit("a = collections.Counter(%s); b = a" % self.text())
            for _ in range(r.randrange(1, 4)):
                self.emit(r.choice(["a.update(a)", "a.subtract(a)", "a += a", "a -= b", "a |= a", "a &= b", "a.update(b.elements())"]))
            self.emit("print(sorted(a.items()), a == b)")
        elif k == 2:
            self.emit("import collections")
            self.emit("a = collections.OrderedDict((i, i * i) for i in range(%d)); b = a" % r.randrange(0, 6))
            for _ in range(r.randrange(1, 4)):
                self.emit(r.choice(["a.update(a)", "a |= a", "a.update(b.items())", "a.move_to_end(0) if 0 in a else None", "a = a | b"]))
            self.emit("print(list(a.items()), a == b)")
        elif k == 3:
            self.emit("a = %s; b = a" % self.int_list(0, 6))
            for _ in range(r.randrange(1, 4)):
                self.emit(r.choice(["a[::2] = a[1::2] if len(a) % 2 == 0 else a[::2]", "a[len(a):] = a", "a.insert(0, a[:])", "a[:0] = a", "del a[::3]", "a.sort(key=lambda x: a.count(x) if isinstance(x, int) else 0)"]))
            self.emit("print(len(a), a == b)")
        elif k == 4:
            self.emit("a = bytearray(%s); b = a" % self.byte_text())
            for _ in range(r.randrange(1, 4)):
                self.emit(r.choice(["a[:] = a", "a[1:] = a", "a[len(a):] = b", "a.extend(bytes(a))", "a.insert(0, len(a) % 256)", "a[::-1] = a if len(a) % 2 else a[::-1]", "del a[:1]"]))
            self.emit("print(a, a == b)")
        else:
            self.emit("a = {1, 2, 3}; b = frozenset(a)")
            for _ in range(r.randrange(1, 4)):
                self.emit(r.choice(["a.intersection_update(a)", "a.difference_update(a)", "a.symmetric_difference_update(a)", "a.update(a, a)", "a |= set(b)", "a = a | a"]))
            self.emit("print(sorted(a), a == b, a <= a, a < a)")

    def deep(self):
        """Recursive C paths at depths on both sides of CPython's limit."""
        r = self.r
        n = r.choice([3, 50, 400, 5000, 50000])
        k = r.randrange(8)
        self.tag = str(k)
        if k == 0:
            self.emit("import copy")
            self.emit("a = []")
            self.block("for i in range(%d):" % n, lambda: self.emit("a = [a, i]"))
            self.emit("print(len(copy.deepcopy(a)))")
        elif k == 1:
            self.emit("import json")
            self.emit("a = []")
            self.block("for i in range(%d):" % n, lambda: self.emit("a = {'k': a}"))
            self.emit("print(len(json.dumps(a)))")
        elif k == 2:
            self.emit("a = int")
            self.block("for i in range(%d):" % n, lambda: self.emit("a = (a, str)"))
            self.emit("print(isinstance(1, a), issubclass(bool, a))")
        elif k == 3:
            self.emit("a = ()")
            self.block("for i in range(%d):" % min(n, 400), lambda: self.emit("a = (a, i)"))
            self.emit("print(hash(a) == hash(a))")
        elif k == 4:
            self.emit("a = []")
            self.block("for i in range(%d):" % n, lambda: self.emit("a = [a]"))
            self.emit("print(len(repr(a)), len(str(a)))")
        elif k == 5:
            self.emit("a = {}; b = {}")
            self.block("for i in range(%d):" % n, lambda: self.emit("a = {1: a}; b = {1: b}"))
            self.emit("print(a == b, a != b)")
        elif k == 6:
            self.emit("a = []")
            self.block("for i in range(%d):" % n, lambda: self.emit("a = [a]"))
            self.emit("del a")
            self.emit("print('freed')")
        else:
            self.emit("a = (); b = ()")
            self.block("for i in range(%d):" % n, lambda: self.emit("a = (a,); b = (b,)"))
            self.emit("print(a == b, a < b, sorted([a, b]) is None)")

    def sortkeys(self):
        """sort, sorted, min and max whose key or comparison raises or mutates."""
        r = self.r
        n = r.choice([3, 10, 100, 1000])
        bad = r.choice(["raise ValueError", "l.clear()", "l.append(x)", "l.pop()", "l[:] = [0] * 3"])
        self.emit("l = list(range(%d, 0, -1))" % n)

        def key():
            self.block("if x == %d:" % r.randrange(1, n + 1), lambda: self.emit(bad))
            self.emit("return x")

        self.block("def key(x):", key)
        call = r.choice(["l.sort(key=key)", "l.sort(key=key, reverse=True)", "print(sorted(l, key=key)[:3])", "print(min(l, key=key), max(l, key=key))"])
        self.block("try:", lambda: self.emit(call))
        self.block("except (ValueError, IndexError) as err:", lambda: self.emit("print(type(err).__name__, err)"))
        self.emit("print(len(l), sorted(l)[:3] if all(isinstance(x, int) for x in l) else '?')")

    def hostile(self):
        """User dunders that return the wrong type, raise, or mutate what is being walked."""
        r = self.r
        k = r.randrange(10)
        self.tag = str(k)  # names the class of a finding
        if k == 0:
            ret = r.choice(["'3'", "-1", "2**70", "3.0", "None", "True"])
            self.block("class L:", lambda: self.block("def __len__(self):", lambda: self.emit("return %s" % ret)))
            self.emit("print(%s)" % r.choice(["len(L())", "bool(L())", "list(L()) if False else 0"]))
        elif k == 1:
            ret = r.choice(["'1'", "2.5", "None", "2**100", "-1", "True"])
            self.block("class I:", lambda: self.block("def __index__(self):", lambda: self.emit("return %s" % ret)))
            self.emit("print(%s)" % r.choice(["[1, 2, 3][I()]", "'abc'[I():]", "range(I())", "hex(I())", "bytes(I())", "[0] * I()", "(1, 2)[I()]"]))
        elif k == 2:
            ret = r.choice(["1", "[]", "iter([1, 2])", "self", "None"])

            def body():
                self.block("def __iter__(self):", lambda: self.emit("return %s" % ret))
                if r.random() < 0.5:
                    self.block("def __next__(self):", lambda: self.emit("raise StopIteration"))

            self.block("class It:", body)
            self.emit("print(%s)" % r.choice(["list(It())", "sorted(It())", "tuple(It())", "set(It())", "[x for x in It()]", "dict.fromkeys(It())", "' '.join(It())", "sum(It())"]))
        elif k == 3:
            ret = r.choice(["'h'", "2**100", "-1", "1.5", "None"])
            self.block("class H:", lambda: self.block("def __hash__(self):", lambda: self.emit("return %s" % ret)))
            self.emit("print(%s)" % r.choice(["hash(H()) == hash(H())", "len({H(), H()})", "len({H(): 1})", "H() in {1: 2}"]))
        elif k == 4:
            tgt = r.choice(["d.clear()", "d.pop(1, None)", "d.update({i: i for i in range(20)})", "d[99] = 1"])

            def body():
                self.block("def __hash__(s):", lambda: self.emit("return 1"))
                self.block("def __eq__(s, o):", lambda: (self.emit(tgt), self.emit("return False")))

            self.emit("d = {}")
            self.block("class K:", body)
            self.emit("d[K()] = 1; d[K()] = 2; print(len(d) >= 0)")
            self.emit("print(K() in d, d.get(K(), 'none'))")
        elif k == 5:
            tgt = r.choice(["l.clear()", "l.append(9)", "l.pop()", "l.sort()", "l.reverse()"])

            def body():
                self.block("def __eq__(s, o):", lambda: (self.emit(tgt), self.emit("return False")))
                self.block("def __lt__(s, o):", lambda: (self.emit(tgt), self.emit("return True")))

            self.block("class M:", body)
            self.emit("l = [M(), M(), 1, M()]")
            self.emit("print(%s)" % r.choice(["M() in l", "l.count(M())", "l.index(1)", "len(l)", "l == [M()]"]))
            self.emit(r.choice(["l.remove(M()) if False else 0", "print(len(l))"]))
        elif k == 6:
            exc = r.choice(["ValueError", "KeyError('k')", "StopIteration", "RuntimeError"])
            meth = r.choice(["__eq__", "__lt__", "__hash__", "__repr__", "__len__", "__iter__", "__bool__", "__index__", "__getitem__"])
            args = "self, *a"
            self.block("class R:", lambda: self.block("def %s(%s):" % (meth, args), lambda: self.emit("raise %s" % exc)))
            # a default repr shows an address: print reprs only when __repr__ is the one raising
            uses = ["R() == R()", "len(sorted([R(), R()]))", "hash(R()) * 0", "len(R())", "len(list(R()))", "bool(R())", "[1][R()]", "R()[0] * 0", "max([R(), R()]) is None", "len({R(): 1})"]
            if meth == "__repr__":
                uses += ["repr([R()])", "str({R(): 1})"]
            self.emit("print(%s)" % r.choice(uses))
        elif k == 7:
            ret = r.choice(["7", "None", "object()", "ValueError", "[]"])

            def body():
                self.block("def __new__(cls, *a):", lambda: self.emit("return %s" % ret))

            self.block("class N(%s):" % r.choice(["Exception", "object", "int", "list", "str"]), body)
            self.emit("v = N()")
            self.emit("print(type(v).__name__)")
            self.emit(r.choice(["raise N", "print(isinstance(v, N))", "print(repr(v)[:20])"]))
        elif k == 8:
            self.emit("a = []; b = []")
            self.block("for i in range(%d):" % r.choice([10, 100, 5000]), lambda: self.emit("a = [a]; b = [b]"))
            self.emit("print(%s)" % r.choice(["a == b", "a < b", "len(repr(a)) > 0", "sorted([a, b]) is None", "str(a)[:5]"]))
        else:
            self.emit("x = []; x.append(x); y = []; y.append(y)")
            self.emit("d = {}; d[1] = d; e = {}; e[1] = e")
            self.emit("print(%s)" % r.choice(["x == y", "d == e", "x < y", "x == x", "d == d", "[x] == [y]"]))

    SNIPPETS = [
        "hostile", "hostile",
        "closure", "klass", "inplace", "comprehension", "generator", "exceptions", "selfref",
        "slicing", "strmethods", "fstrings", "bigints", "mutation", "selfops", "deep",
        "sortkeys",
    ]


def snippets(rng, n_snippets=None):
    """The program drawn from rng (a random.Random) as a list of (kind, source) pieces,
    each a function and its guarded call; joined they are program(rng)."""
    g = Gen(rng)
    out = []
    n = n_snippets or rng.randrange(2, 7)
    for i in range(n):
        kind = rng.choice(Gen.SNIPPETS)
        g.lines = []
        g.depth = 1
        g.tag = ""
        getattr(g, kind)()
        if g.tag:
            kind += "." + g.tag
        lines = ["def t%d():  # %s" % (i, kind)]
        lines.extend(g.lines)
        lines.append("try:")
        lines.append("    t%d()" % i)
        lines.append("except Exception as err:")
        lines.append("    print('t%d', type(err).__name__)" % i)
        out.append((kind, "\n".join(lines) + "\n"))
    return out


def program(rng, n_snippets=None):
    """The source of one program drawn from rng (a random.Random)."""
    return "".join(src for _, src in snippets(rng, n_snippets))
