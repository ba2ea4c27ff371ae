# comp_list_01: Monty language golden test
print([x * x for x in range(6)])
print([x for x in range(20) if x % 3 == 0 if x % 2 == 0])
print([(x, y) for x in range(3) for y in range(x)])
print([[r * c for c in range(3)] for r in range(3)])
print([c.upper() for c in 'abc'])
matrix = [[1, 2, 3], [4, 5, 6]]
print([row[i] for i in range(3) for row in matrix])
print([v for row in matrix for v in row if v != 3])
print([x for x in []], [i for i, _ in enumerate('ab')])
