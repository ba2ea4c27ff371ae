l = [3, 1, 2]
l.append(4); l.extend([5, 6]); l.insert(0, 0); l.remove(3)
print(l, l.pop(), l.pop(0), l, l.index(2), l.count(1))
l.reverse(); print(l); l.sort(); print(l); l.clear(); print(l)
