# round() with an ndigits far past a machine word: CPython clamps it, so a huge
# positive ndigits keeps the number, and a float with a huge negative one
# rounds to a signed zero.
huge = 10**30
for x in [5, -5, 0, True, 2**70, -(2**70), 10**400]:
    up = round(x, huge)
    print(type(x).__name__, repr(up), type(up).__name__)
for x in [2.675, -1.5, 0.0, -0.0, 1e300, -1e-300]:
    print(repr(x), repr(round(x, huge)), repr(round(x, -huge)))

for nd in [2**63 - 1, 2**63, 2**64 + 7, -(2**63), -(2**63) - 1, -(2**100)]:
    print(nd > 0, round(-7.25, nd), round(123, nd) if nd > 0 else '')


# an index-like ndigits goes through __index__ the same way
class Big:
    def __init__(self, v):
        self.v = v

    def __index__(self):
        return self.v


print(round(987654321, Big(10**40)), round(3.5, Big(-(10**40))), round(3.5, Big(10**40)))

# an int with a negative ndigits longer than its digits rounds to 0, and just
# short of that the exact rounding is done: 99999 rounds up to 10**5
for x in [99999, 50000, 150000, -50000, -99999, 12345678901234567890, 2**64]:
    print(x, [round(x, -d) for d in range(1, 24)])
print(round(7 * 10**300, -301), round(5 * 10**300, -301), round(15 * 10**300, -301))
print(round(123456789, -(10**4)), round(-(10**50), -(10**3)))

# a non-integer ndigits is still refused
for bad in [2.0, '3', 1j]:
    try:
        round(10**30, bad)
    except TypeError as e:
        print('TypeError', e)
    try:
        round(2.5, bad)
    except TypeError as e:
        print('TypeError', e)
