l = list(range(6))
l[::2] = ["a", "b", "c"]
print(l)
try:
    l[::2] = [1]
except ValueError as e:
    print(e)
