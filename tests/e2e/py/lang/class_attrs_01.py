# class_attrs_01: Monty language golden test
class Counter:
    count = 0
    items = []
    def __init__(self):
        Counter.count += 1
        self.items.append(self.count)
a = Counter(); b = Counter()
print(Counter.count, a.count, Counter.items, a.items is b.items)
class T:
    pass
t = T()
setattr(t, 'dyn', 5)
print(getattr(t, 'dyn'), getattr(t, 'nope', 'dflt'), hasattr(t, 'dyn'))
delattr(t, 'dyn')
print(hasattr(t, 'dyn'))
T.cls_attr = 'added'
print(t.cls_attr)
print('cls_attr' in T.__dict__, 'cls_attr' in t.__dict__)
class Mutable:
    def __init__(self):
        self.data = []
m1, m2 = Mutable(), Mutable()
m1.data.append(1)
print(m1.data, m2.data)
