def noisy(n):
    for i in range(n):
        print("produce", i)
        yield i
ge = (x * 2 for x in noisy(3))
print("created")
print(next(ge))
print(list(ge))
