sq = lambda x: x * x
print(sq(4), (lambda: 7)(), (lambda *a: sum(a))(1, 2, 3), sorted([3, -1, 2], key=lambda v: abs(v)))
