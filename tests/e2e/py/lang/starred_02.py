# starred_02: Monty language golden test
def head_tail(seq):
    h, *t = seq
    return h, t
print(head_tail('abc'), head_tail(range(3)), head_tail([1]))
*a, b, c = range(5)
print(a, b, c)
for first, *others in [(1, 2, 3), ('x',)]:
    print(first, others)
merged = [*'ab', *[1, 2], *range(2), *{'k': 0}]
print(merged, (*(), ), [*[]], {**{}}, {*''} == set())
def kw(**k):
    return k
print(kw(**{'a': 1}, b=2, **dict(c=3)))
print(max(*[3, 9, 1]), min(*'zyx'), print(*['p', 'q'], sep='~') is None)
matrix = [[1, 2], [3, 4], [5, 6]]
print(list(zip(*matrix)), [list(r) for r in zip(*zip(*matrix))])
