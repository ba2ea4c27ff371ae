print(abs(-5), abs(-5.5), min(3, 1, 2), max([4, 9, 2]), min("bca"), max(1, 2.5), min([], default=0))
