# funcs_scopes_01: global declarations in nested functions hide enclosing bindings
x = 'g'
def outer():
    x = 'outer'
    def mid():
        global x
        def inner():
            return x
        def inner2():
            def inner3():
                return x
            return inner3()
        return inner(), inner2()
    def mid2():
        def reader():
            return x
        return reader()
    return mid(), mid2(), x
print(outer())
def setter():
    y = 1
    def deep():
        global y
        y = 'set globally'
        def read():
            return y
        return read()
    return deep(), y
print(setter(), y)
def cls_scope():
    z = 'local z'
    class K:
        global z
        def m(self):
            return z
    return K().m()
z = 'global z'
print(cls_scope())
def nl():
    v = 0
    def a():
        nonlocal v
        v += 1
        def b():
            return v
        return b()
    return a(), a(), v
print(nl())
def shadow():
    q = 'enclosing'
    def f():
        global q
        q = 'from f'
    def g():
        return q
    f()
    return g()
print(shadow(), q)
def class_shadow():
    z = 1
    class K:
        z = 2
        def m(self):
            return z
        w = z + 10
    return K().m(), K.z, K.w
print(class_shadow())
