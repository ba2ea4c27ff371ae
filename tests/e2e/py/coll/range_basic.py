r = range(1, 10, 2)
print(list(r), r[2], r[-1], len(r), 5 in r, 6 in r, r[1:3], list(range(5, 0, -1)), range(0), list(range(-3)))
