# scope_closure_01: Monty language golden test
def mul(n):
    def f(x):
        return x * n
    return f
d, t = mul(2), mul(3)
print(d(5), t(5))
fs = []
for i in range(3):
    fs.append(lambda: i)
print([f() for f in fs])
def cells():
    v = 1
    def f():
        return v
    v = 2
    return f
print(cells()())
def deep():
    a = 1
    def l1():
        b = 2
        def l2():
            return a + b
        return l2
    return l1()()
print(deep())
print(mul(2).__closure__ is not None, mul.__closure__)
def counter_obj():
    state = {'n': 0}
    def step():
        state['n'] += 1
        return state['n']
    return step
s = counter_obj()
print(s(), s(), s())
