# complex(z) hands back z itself when z is exactly a complex and nothing else is given,
# as CPython's constructor does; any other call builds a new value
z = 1 + 2j
print(complex(z) is z, complex(real=z) is z, complex(z, 0) is z, complex(z) == z)


class C(complex):
    pass


c = C(3, 4)
print(complex(c) is c, type(complex(c)).__name__, complex(c) == c)
w = C(z)
print(w is z, type(w).__name__, w == z)
print(complex(2.5), complex('1+1j'), complex(True))
