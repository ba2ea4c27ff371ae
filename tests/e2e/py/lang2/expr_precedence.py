# Operator precedence: unary minus vs **, not vs comparisons, bit operators, ternaries.
print(-2 ** 2, (-2) ** 2, 2 ** -1, 2 ** 3 ** 2, (2 ** 3) ** 2)
print(not 1 == 2, not (1 == 2), (not 1) == 2)
print(1 + 2 * 3 - 4 / 2, (1 + 2) * (3 - 4) / 2, 7 // 2 * 2 + 7 % 2)
print(1 | 2 ^ 3 & 4, (1 | 2) ^ (3 & 4), 1 << 2 + 1, (1 << 2) + 1)
print(~5 + 1, -~5, ~-5, - - 5, +-+5)
print(3 > 2 == 2 > 1, (3 > 2) == (2 > 1), 1 < 2 < 3 < 2)
print(True + True * 3, 10 - 3 - 2, 2 ** 2 ** 0, 100 / 10 / 5)
print(5 if 0 else 6 if 0 else 7, (5 if 0 else 6) if 1 else 7)
print(1 and 2 or 3, 0 and 2 or 3, 1 or 2 and 3, not 0 and 5)
print("a" + "b" * 3, ("a" + "b") * 3, -3 % 5, -(3 % 5), -3 // 2)
x = 10
print(x > 5 and x < 20, 5 < x < 20, x in [10] == True, (x in [10]) == True)
print([1, 2] + [3] * 2, 2 * 3 ** 2, -1 ** 0.5, (-8) % 3, 8 % -3)
lam = lambda v: v + 1 if v > 0 else v - 1
print(lam(1), lam(-1), (lambda: 1 or 2)())
print(0.1 + 0.2 * 10, 1e2 ** 0.5, 7 & 3 | 8, 7 & (3 | 8))
print(2 * -3, 2 ** -2 * 4, [1, 2, 3][1:] * 2, "%d" % 3 * 2)
