# comp_dict_set_01: Monty language golden test
print({k: v for k, v in zip('abc', range(3))})
print({x: x ** 2 for x in range(5) if x % 2})
print(sorted({x % 3 for x in range(10)}))
print({(a, b) for a in range(2) for b in range(2)} == {(0, 0), (0, 1), (1, 0), (1, 1)})
inv = {v: k for k, v in {'a': 1, 'b': 2}.items()}
print(inv)
print({s: len(s) for s in ['x', 'yy', 'x']})
print(sorted({c for c in 'mississippi'}))
