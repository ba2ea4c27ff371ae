# Issue 16: an empty format spec formats a str subclass as str(self) (CPython's
# format_obj: f"{s}" and format(s) call the subclass's __str__), and str() of an object
# whose class __repr__ returns a non-str reports "__str__ returned non-string" as CPython.


class Sub(str):
    def __str__(self):
        return "sub"


s = Sub("a")
print(f"{s}", format(s), format(s, ""), "{}".format(s), f"{s:>3}", f"{s!s}", f"{s!r}")
print("%s" % s, str(s), s + "b", repr(s))


class Plain(str):
    pass


p = Plain("q")
print(f"{p}", format(p, ""), f"{p:^5}|")


class IntS(int):
    def __str__(self):
        return "IntS"


class FloatS(float):
    def __str__(self):
        return "FloatS"


print(f"{IntS(1)}", f"{IntS(1):03}", f"{FloatS(1.5)}", f"{FloatS(1.5):.2f}")


class R:
    def __repr__(self):
        return 5


for f in (str, repr, lambda o: f"{o}", lambda o: "%s" % (o,), format):
    try:
        f(R())
    except TypeError as e:
        print("TypeError", e)


class RS:
    def __repr__(self):
        return "RS!"


print(str(RS()), f"{RS()}", [RS()], "%s" % RS())
