# scope_class_01: Monty language golden test
x = 'module'
class C:
    x = 'class'
    def m(self):
        return x
    y = x + '!'
print(C().m(), C.y)
class D:
    a = 1
    b = a + 1
    def f(self):
        try:
            return a
        except NameError as e:
            return 'NameError: ' + str(e)
print(D.b, D().f())
def fn():
    v = 'fn'
    class Inner:
        w = v
        def get(self):
            return v
    return Inner
I = fn()
print(I.w, I().get())
