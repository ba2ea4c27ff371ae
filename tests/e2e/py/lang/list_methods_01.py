# list_methods_01: Monty language golden test
l = [3, 1, 2]
l.append(4); l.extend([5, 6]); l.insert(0, 0); l.insert(-1, 'm'); l.insert(100, 'end')
print(l)
print(l.pop(), l.pop(0), l.pop(-2), l)
l.remove('m') if 'm' in l else None
print(l, l.index(2), l.count(1), len(l))
l.sort(); print(l)
l.sort(reverse=True); print(l)
l.reverse(); print(l)
c = l.copy(); c.append(99); print(l, c)
words = ['banana', 'Apple', 'cherry', 'apple']
print(sorted(words), sorted(words, key=str.lower), sorted(words, key=len, reverse=True))
l.clear(); print(l)
try:
    [].pop()
except IndexError as e:
    print(type(e).__name__, e)
try:
    [1].remove(2)
except ValueError as e:
    print(type(e).__name__, e)
try:
    [1].index(5)
except ValueError as e:
    print(type(e).__name__, e)
try:
    [1, 'a'].sort()
except TypeError as e:
    print(type(e).__name__, e)
