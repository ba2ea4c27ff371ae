# str() hands on the str subclass instance a __str__ or __repr__ returned, as ascii() does
# when the repr is all ASCII; str() of the subclass's own instance is the plain value.
class R(str):
    pass


class WithStr:
    def __init__(self, value):
        self.value = value

    def __str__(self):
        return self.value


class WithRepr:
    def __init__(self, value):
        self.value = value

    def __repr__(self):
        return self.value


v = R("abc")
print(str(WithStr(v)) is v, type(str(WithStr(v))).__name__)
w = R("<abc>")
print(str(WithRepr(w)) is w, repr(WithRepr(w)) is w, type(ascii(WithRepr(w))).__name__)
print(type(format(WithStr(v))).__name__, type(f"{WithStr(v)}").__name__)
print(type(str(v)).__name__, type(repr(v)).__name__, str(v) == v)
print(type(ascii(WithRepr(R("é")))).__name__, ascii(WithRepr(R("é"))))
print(type(str.__new__(str, WithStr(v))).__name__)
s = str
print(type(s(WithStr(v))).__name__, type(s(R("x"))).__name__)
print(ascii("abc"), ascii("é\n"), ascii([R("a"), "ü"]))
