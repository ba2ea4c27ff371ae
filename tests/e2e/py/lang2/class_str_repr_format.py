# __str__, __repr__ and __format__: how print, f-strings, containers and format() use them.
class Money:
    def __init__(self, cents, cur="EUR"):
        self.cents, self.cur = cents, cur
    def __repr__(self):
        return f"Money({self.cents}, {self.cur!r})"
    def __str__(self):
        return f"{self.cents / 100:.2f} {self.cur}"
    def __format__(self, spec):
        if spec == "short":
            return f"{self.cents // 100}{self.cur[0]}"
        if spec:
            return format(str(self), spec)
        return str(self)
m = Money(123456)
print(m)
print(repr(m), str(m), [m], (m,), {"k": m})
print(f"{m}|{m!r}|{m:short}|{m:>20}|{m!s:*^20}")
print(format(m, "short"), "{} {!r} {:short}".format(m, m, m), "%s / %r" % (m, m))
class OnlyRepr:
    def __repr__(self):
        return "<OnlyRepr>"
class OnlyStr:
    def __str__(self):
        return "only-str"
print(OnlyRepr(), str(OnlyRepr()), f"{OnlyRepr()}", [OnlyStr()][0])
print(repr(OnlyStr()).startswith("<__main__.OnlyStr object at "))
try:
    f"{OnlyRepr():>10}"
except TypeError as e:
    print("TypeError:", e)
class Bad:
    def __str__(self):
        return 42
try:
    str(Bad())
except TypeError as e:
    print("TypeError:", e)
class Sub(Money):
    pass
print(repr(Sub(5)), Sub(250, "USD"))
