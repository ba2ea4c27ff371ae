def repeat(n):
    def deco(fn):
        def w(*a):
            return [fn(*a) for _ in range(n)]
        return w
    return deco
@repeat(3)
def hi(name):
    return "hi " + name
print(hi("z"))
