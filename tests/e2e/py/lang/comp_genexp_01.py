# comp_genexp_01: Monty language golden test
log = []
def src():
    for i in range(5):
        log.append(i)
        yield i
g = (x * 10 for x in src())
print(log)
print(next(g), log)
print(next(g), log)
print(list(g), log)
print(sum(x for x in range(101)))
print(max(len(w) for w in ['a', 'abc', 'ab']))
g2 = (x for x in [1, 2])
print(list(g2), list(g2))
print(type(g2).__name__)
try:
    next(g2)
except StopIteration:
    print('StopIteration')
print(list(x for x in range(3) if x))
gen = (a + b for a in range(2) for b in range(10, 12))
print(list(gen))
