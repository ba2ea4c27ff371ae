print([x * x for x in range(6) if x % 2], [(i, j) for i in range(3) for j in range(i)], [[j for j in range(i)] for i in range(3)])
