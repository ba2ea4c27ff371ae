from functools import reduce
print(reduce(lambda acc, w: acc + len(w), ['ab', 'cde'], 0))
print(reduce(lambda a, b: a if a > b else b, [3, 9, 2]), reduce(max, [1]), reduce(lambda a, b: a, [], None))
print(reduce(lambda d, kv: {**d, kv[0]: kv[1]}, [('a', 1), ('b', 2)], {}))
try:
    reduce(lambda a, b: a, 5)
except TypeError as e:
    print('TypeError', e)
