def acc():
    total = 0
    while True:
        v = yield total
        total += v
a = acc()
print(next(a), a.send(5), a.send(10))
