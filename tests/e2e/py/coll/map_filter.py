print(list(map(str, [1, 2])), list(map(lambda a, b: a + b, [1, 2], [10, 20])), list(filter(lambda x: x > 1, [0, 1, 2, 3])), list(filter(None, [0, "", "a"])))
