# dict_views_01: Monty language golden test
d = {'a': 1, 'b': 2, 'c': 3}
k, v, it = d.keys(), d.values(), d.items()
d['d'] = 4
print(k, len(v), ('d', 4) in it, 'a' in k, 2 in v)
print(k & {'a', 'z'}, sorted(k | {'z'}), sorted(k - {'a'}), sorted(k ^ {'a', 'q'}))
print(sorted(it - {('a', 1)}), list(reversed(d)), list(reversed(d.values())))
print(d.keys() == {'a', 'b', 'c', 'd'}, d.items() <= {('a', 1), ('b', 2), ('c', 3), ('d', 4), 5})
try:
    for key in d:
        d['new'] = 0
except RuntimeError as e:
    print(type(e).__name__, e)
print(list(zip(d.keys(), d.values())) == list(d.items()))
print(type(k).__name__, type(v).__name__, type(it).__name__)
