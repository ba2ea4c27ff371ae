# comp_genexp_02: Monty language golden test
it = iter([1, 2, 3, 4])
g = (x for x in it)
print(next(g))
print(next(it))
print(list(g))
try:
    gen = (1 / x for x in [1, 0])
    print(next(gen))
    print(next(gen))
except ZeroDivisionError as e:
    print(type(e).__name__, e)
print(any(x > 2 for x in [1, 2, 3]), all(x > 0 for x in [1, 0]))
print(''.join(str(d) for d in range(5)))
print(sorted((v for v in [3, 1, 2]), reverse=True))
print(dict((k, k * 2) for k in 'ab'))
try:
    (x for x in 5)
except TypeError as e:
    print(type(e).__name__, e)
