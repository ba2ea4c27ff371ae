# comp_scope_01: Monty language golden test
x = 'outer'
r = [x for x in range(3)]
print(x, r)
def f():
    y = 10
    return [y + i for i in range(3)]
print(f())
class K:
    vals = [1, 2]
    doubled = [v * 2 for v in vals]
print(K.doubled)
try:
    class K2:
        n = 5
        r = [n for _ in range(2)]
except NameError as e:
    print(type(e).__name__, e)
g = (i for i in range(3))
try:
    print(i)
except NameError as e:
    print(type(e).__name__, e)
print([[j for j in range(i)] for i in range(4)])
print([lambda: i for i in range(3)][0]())
