# list_methods_02: Monty language golden test
l = list(range(10))
print(l[2:8:3], l.index(5, 3), l.count(11), sorted(l, key=lambda x: (x % 3, -x)))
stack = []
stack.append(1); stack.append(2); print(stack.pop(), stack)
queue = [1, 2, 3]
print(queue.pop(0), queue)
a = [3, 1, 2]
b = sorted(a)
a.sort(key=lambda v: -v)
print(a, b)
pairs = [(2, 'b'), (1, 'b'), (2, 'a')]
pairs.sort(key=lambda p: p[1])
print(pairs)
pairs.sort()
print(pairs)
x = [1, 2, 3]
x[1:2] = []
print(x, x * 0, [] * 5, x.__len__())
x.extend(range(3)); x.extend('ab'); x += 'c'
print(x)
print([1, 2, 3].__contains__(2), list.__name__, [].copy(), [[1]].copy()[0] is [[1]][0] if False else 'copy')
