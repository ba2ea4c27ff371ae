a = [1, 2]
print(a + [3], a * 2, [0] * 3, 2 in a, a == [1, 2], a < [1, 3], len(a), [[]] * 2)
b = a
b += [9]
print(a, a is b)
