x = "outer"
r = [x for x in range(3)]
print(x, r)
