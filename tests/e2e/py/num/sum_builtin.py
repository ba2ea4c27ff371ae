print(sum([1, 2, 3]), sum([0.1] * 10), sum([[1], [2]], []), sum(range(101)), sum((1, 2), 10))
