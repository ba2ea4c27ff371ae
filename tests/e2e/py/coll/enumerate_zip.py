print(list(enumerate("ab")), list(enumerate("ab", 10)), list(zip([1, 2, 3], "ab")), list(zip()), dict(zip("xy", (1, 2))))
