def a():
    v = 1
    def b():
        def c():
            nonlocal v
            v += 10
        c()
        return v
    return b()
print(a())
