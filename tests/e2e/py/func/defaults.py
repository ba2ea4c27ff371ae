def f(a, b=2, c=[]):
    c.append(a)
    return a + b, c
print(f(1), f(1, 3), f(2))
