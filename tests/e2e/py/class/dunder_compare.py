class Ver:
    def __init__(self, *p):
        self.p = p
    def __eq__(self, o):
        return self.p == o.p
    def __lt__(self, o):
        return self.p < o.p
    def __repr__(self):
        return "Ver" + str(self.p)
vs = [Ver(1, 2), Ver(1, 0), Ver(0, 9)]
print(sorted(vs), Ver(1) == Ver(1), Ver(1) != Ver(2), max(vs), Ver(2) > Ver(1))
