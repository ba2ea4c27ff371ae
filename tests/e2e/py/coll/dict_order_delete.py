d = {}
for k in "hello":
    d[k] = d.get(k, 0) + 1
print(d)
del d["l"]
d["l"] = 0
print(d, list(reversed(d)))
