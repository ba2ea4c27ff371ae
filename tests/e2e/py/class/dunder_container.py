class Bag:
    def __init__(self):
        self.d = {}
    def __getitem__(self, k):
        return self.d.get(k, 0)
    def __setitem__(self, k, v):
        self.d[k] = v
    def __delitem__(self, k):
        del self.d[k]
    def __len__(self):
        return len(self.d)
    def __contains__(self, k):
        return k in self.d
    def __iter__(self):
        return iter(sorted(self.d))
b = Bag()
b["x"] = 1
b["y"] = 2
del b["x"]
print(b["y"], b["z"], len(b), "y" in b, list(b), bool(b))
