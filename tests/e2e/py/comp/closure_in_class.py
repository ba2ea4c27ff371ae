class C:
    vals = [1, 2, 3]
    doubled = [v * 2 for v in vals]
print(C.doubled)
