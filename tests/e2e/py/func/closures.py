def make_counter():
    n = 0
    def inc():
        nonlocal n
        n += 1
        return n
    return inc
c1, c2 = make_counter(), make_counter()
print(c1(), c1(), c2(), c1())
