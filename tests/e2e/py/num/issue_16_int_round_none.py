# int.__round__'s ndigits is an index: None is a TypeError there, though round(x, None)
# and float.__round__(None) accept it.
for v in (0, 1, 5, -7, 10**30, True):
    for a in ((), (0,), (None,), (0.0,), (-1,), (1,), (2,)):
        try:
            r = v.__round__(*a)
            print(v, a, r, type(r).__name__)
        except TypeError as e:
            print(v, a, "TypeError", e)
print(round(5, None), round(15, -1), round(25, -1))
print(round(5), round(5, None), round(True, None), round(2.5, None), round(7, 0))
class R:
    def __round__(self, n=None):
        return ("R", n)
print(round(R()), round(R(), None), round(R(), 2))
print(1.5.__round__(None), round(1.5, None))
