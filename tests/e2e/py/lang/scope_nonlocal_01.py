# scope_nonlocal_01: Monty language golden test
def outer():
    n = 0
    def inc():
        nonlocal n
        n += 1
        return n
    inc(); inc()
    return n, inc
n, f = outer()
print(n, f(), f())
def make_counter():
    count = 0
    def get():
        return count
    def bump():
        nonlocal count
        count += 10
    return get, bump
get, bump = make_counter()
bump(); bump()
print(get())
def a():
    x = 'a'
    def b():
        x = 'b'
        def c():
            nonlocal x
            x = 'c'
        c()
        return x
    return b(), x
print(a())
