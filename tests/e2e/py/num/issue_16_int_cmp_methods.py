# int's own comparison methods compare ints only, as CPython's: (1).__eq__(1.0) and
# (1).__lt__(2.5) are NotImplemented (the operators then ask float, and agree as before).
for a, b in ((1, 1.0), (1, 2.5), (True, 1.0), (1, 1), (1, True), (True, False), (2, 1j), (1, "a"), (1.0, 1), (1.5, 2)):
    print(a, b, a.__eq__(b), a.__ne__(b), a.__lt__(b), a.__le__(b), a.__gt__(b), a.__ge__(b))
print(1 == 1.0, 1 < 1.5, 2 >= 1.5, 1 != 1.0, True == 1.0, 1 == 1 + 0j, sorted([3, 1.5, 2, 0.5]), max(1, 1.5), min(2, 1.5))
print({1: "a"}[1.0], 1.0 in [1], [1, 2] == [1.0, 2.0], (1, 2) < (1.0, 2.5))
class I(int): pass
print(I(1) == 1.0, I(1).__eq__(1), 1 == I(1))
