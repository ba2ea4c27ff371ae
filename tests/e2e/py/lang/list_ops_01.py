# list_ops_01: Monty language golden test
a = [1, 2] + [3]
print(a, a * 2, [0] * 3, 2 in a, a == [1, 2, 3], a < [1, 3], len([]))
print(list(), list('ab'), list(range(3)), list((1, 2)), list({'k': 1}))
b = a
b += [4]
print(a is b, a)
m = [[0] * 2] * 2
m[0][0] = 1
print(m)
m2 = [[0] * 2 for _ in range(2)]
m2[0][0] = 1
print(m2)
print([1, 2, 3][-1], [1, 2, 3][::-1], max([3, 7, 2]), min([3, 7, 2]), sum([1.5, 2]))
try:
    [1, 2][5]
except IndexError as e:
    print(type(e).__name__, e)
try:
    [1] + (2,)
except TypeError as e:
    print(type(e).__name__, e)
x = [1]
x.append(x)
print(x)
l = [5, 3, 5, 1]
print(sorted(l), l, sorted(enumerate(l), key=lambda p: p[1]))
print([1, [2, 3]].__len__(), repr([None, True, 'x', 1.0]))
