a, b = {"x": 1, "y": 2}, {"y": 3, "z": 4}
print(a | b, b | a)
a |= b
print(a)
