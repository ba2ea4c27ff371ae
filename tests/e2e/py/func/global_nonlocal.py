x = 0
def g():
    global x
    x += 10
def outer():
    y = 1
    def inner():
        nonlocal y
        y *= 5
    inner()
    return y
g(); g()
print(x, outer())
