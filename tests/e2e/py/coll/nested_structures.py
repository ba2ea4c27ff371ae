m = [[1, 2], [3, 4]]
m[0][1] = 9
print(m, [row[0] for row in m], [x for row in m for x in row], list(zip(*m)))
