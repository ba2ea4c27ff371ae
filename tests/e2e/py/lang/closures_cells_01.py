# closures_cells_01: Monty language golden test
def make_funcs():
    funcs = []
    for i in range(3):
        def f(i=i):
            return i
        funcs.append(f)
    return funcs
print([f() for f in make_funcs()])
def shared():
    v = []
    def add(x):
        v.append(x)
        return v
    def get():
        return v
    return add, get
add, get = shared()
add(1); add(2)
print(get(), add.__closure__[0].cell_contents)
def outer():
    x = 'x0'
    def reader():
        return x
    x = 'x1'
    r1 = reader()
    x = 'x2'
    return r1, reader()
print(outer())
def gen_closure():
    n = 3
    return (n * i for i in range(3))
print(list(gen_closure()))
