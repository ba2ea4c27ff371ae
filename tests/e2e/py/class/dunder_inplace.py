class Acc:
    def __init__(self):
        self.items = []
    def __iadd__(self, x):
        self.items.append(x)
        return self
a = Acc()
b = a
a += 1
a += 2
print(a.items, a is b)
