x = 1
class C:
    x = 2
    y = x + 1
    def m(self):
        return x
print(C.y, C().m())
