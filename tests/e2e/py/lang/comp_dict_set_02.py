# comp_dict_set_02: Monty language golden test
words = ['apple', 'bob', 'cat', 'apple', 'dog']
print({w: i for i, w in enumerate(words)}, {len(w) for w in words} == {3, 5})
print({k: [v for v in range(k)] for k in range(3)}, {(i, i * i) for i in range(3)} == {(0, 0), (1, 1), (2, 4)})
grid = {(r, c): r * c for r in range(2) for c in range(2)}
print(grid)
print({c: words.count(c) for c in sorted(set(words))})
print(dict.fromkeys(sorted({w[0] for w in words}), 0))
print({k: v for k, v in [('a', 1), ('a', 2)]})
