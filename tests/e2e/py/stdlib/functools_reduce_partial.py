from functools import reduce, partial
print(reduce(lambda a, b: a + b, [1, 2, 3, 4]), reduce(lambda a, b: a * b, range(1, 6), 10), reduce(lambda a, b: a + [b], 'ab', []))
try:
    reduce(lambda a, b: a + b, [])
except TypeError as e:
    print('TypeError', e)
print(reduce(lambda a, b: a + b, [], 'init'))
def power(base, exp, mod=None):
    return pow(base, exp, mod)
sq = partial(power, exp=2)
print(sq(5), sq.func is power, sq.args, sq.keywords, partial(int, base=16)('ff'))
p2 = partial(partial(power, 2), 10)
print(p2(), p2.args, p2.func is power)
partial(print, 'a:', sep='|')('b', 'c')
