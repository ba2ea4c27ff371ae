class Dyn:
    def __getattr__(self, name):
        return f"<{name}>"
class Guard:
    def __setattr__(self, name, value):
        object.__setattr__(self, name, value * 2)
d = Dyn()
d.real = 1
print(d.anything, d.real)
g = Guard()
g.x = 5
print(g.x)
