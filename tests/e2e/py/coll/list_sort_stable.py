data = [("b", 2), ("a", 2), ("c", 1), ("d", 1)]
print(sorted(data, key=lambda p: p[1]), sorted(data, key=lambda p: p[1], reverse=True))
