# complex compared with an int exactly (an int past float range is unequal, not an
# OverflowError); complex.__complex__ and __getnewargs__.
print(1j != 10 ** 1000, complex(1, 0) == 10 ** 1000, 10 ** 1000 == complex(5, 0), 10 ** 400 != 1 + 0j)
print(complex(2 ** 53 + 1, 0) == 2 ** 53 + 1, complex(3, 0) == 3, 3 == complex(3, 0), complex(3, 1) != 3, True == 1 + 0j)
print(complex(1, 2).__eq__("foo"), complex(1, 0).__eq__(1), complex(1, 0).__ne__(2))
for f in (lambda: complex(10 ** 1000, 0), lambda: 0j + 10 ** 1000, lambda: complex(2, -3).__mod__(2)):
    try:
        print(f())
    except (OverflowError, AttributeError) as e:
        print(type(e).__name__, e)
z = 3 + 4j
print(z.__complex__(), type(z.__complex__()).__name__, z.__complex__() is z)
class cs(complex):
    pass
print(type(cs(3 + 4j).__complex__()).__name__, cs(3 + 4j).__complex__())
print((3 + 5j).__getnewargs__(), (5j).__getnewargs__(), cs(-1.5).__getnewargs__())
