class MyList(list):
    def total(self):
        return sum(self)
class MyDict(dict):
    def __missing__(self, k):
        return k * 2
m = MyList([1, 2, 3])
m.append(4)
d = MyDict(a=1)
print(m, m.total(), len(m), d["a"], d["zz"], isinstance(m, list))
