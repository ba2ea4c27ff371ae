class C:
    count = 0
    def __init__(self):
        C.count += 1
        self.id = C.count
a, b = C(), C()
print(C.count, a.id, b.id, a.count)
a.count = 99
print(C.count, a.count)
