print(list(reversed([1, 2, 3])), list(reversed("ab")), list(reversed(range(3))), sorted({3: "a", 1: "b"}), sorted((2, 1)))
