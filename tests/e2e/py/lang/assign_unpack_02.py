# assign_unpack_02: Monty language golden test
d = {}
d['a'], d['b'] = 1, 2
print(d)
class O: pass
o = O()
o.x, o.y = 'pq'
print(o.x, o.y)
lst = [0, 0, 0]
i = 0
i, lst[i] = 1, 9
print(i, lst)
(a, b), (c, *rest) = [[1, 2], 'xyz']
print(a, b, c, rest)
[a, [b, [c]]] = [1, [2, [3]]]
print(a, b, c)
a, b = b, a = 5, 6
print(a, b)
s = [1, 2, 3, 4]
s[0], s[-1] = s[-1], s[0]
print(s)
