t = (1, 2, 3, 2)
print(t, t[1:], t.count(2), t.index(3), len(t), t + (4,), t * 2, (1,), (), tuple("ab"), 2 in t)
