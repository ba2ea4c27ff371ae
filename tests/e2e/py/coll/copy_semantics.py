a = [1, [2, 3]]
b = a[:]
c = list(a)
b[1].append(4)
b[0] = 9
print(a, b, c)
