# funcs_range_big_01: ranges whose bounds are big ints (len overflow, slicing, iteration, hash)
big = 2 ** 64
r = range(big)
print(r, r[-1], r[0], r[5], bool(r), big - 1 in r, big in r, -1 in r, r.start, r.stop, r.step)
try:
    len(r)
except OverflowError as e:
    print('OverflowError', e)
r2 = range(-big, big, 3 ** 30)
print(r2, r2[1], r2[-1], len(r2), r2.index(-big + 3 ** 30), r2.count(0), list(r2)[:3] == [r2[0], r2[1], r2[2]])
print(r[10:15], r[-3:], r[::-1][:2], list(r[-3:]), list(reversed(r[-2:])), r[::big])
print(range(big, big + 3) == range(big, big + 3, 1), range(big, big) == range(0), hash(range(big, big + 1)) == hash(range(big, big + 1, 5)))
print(list(range(big, big + 10, 4)), list(range(big + 5, big, -2)), sum(range(big, big + 4)))
print(range(0, big)[big - 2:], range(3 * big, 0, -big), list(range(3 * big, 0, -big)))
for bad in (lambda: r[big], lambda: r[-big - 1], lambda: range(0, big, 0)):
    try:
        bad()
    except (IndexError, ValueError) as e:
        print(type(e).__name__, e)
it = iter(range(big - 1, big + 2))
print(next(it), next(it), next(it), next(it, 'end'))
print(range(10 ** 30).index(10 ** 29), 10 ** 29 in range(0, 10 ** 30, 7), range(-big, 0)[big // 2])
