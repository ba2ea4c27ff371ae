# global_nonlocal_02: Monty language golden test
x = 0
def outer():
    x = 1
    def mid():
        global x
        x = 100
        def inner():
            return x
        return inner()
    r = mid()
    return r, x
print(outer(), x)
def counter():
    c = 0
    def inc(step=1):
        nonlocal c
        c += step
        return c
    return inc
a = counter(); b = counter()
print(a(), a(), b(), a(5))
g_list = []
def appender(v):
    g_list.append(v)
appender(1); appender(2)
print(g_list)
def shadow_param(x):
    def inner():
        nonlocal x
        x *= 2
    inner()
    return x
print(shadow_param(21))
