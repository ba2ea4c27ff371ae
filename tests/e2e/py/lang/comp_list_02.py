# comp_list_02: Monty language golden test
print([(i, j) for i in range(3) if i for j in range(3) if j > i])
print([x for x in 'abc' for _ in range(2)], [[y for y in x] for x in ['ab', 'c']])
flat = [c for w in ['hi', 'yo'] for c in w]
print(flat, [len(w) for w in 'a bb ccc'.split()])
print([n for n in range(30) if all(n % d for d in range(2, n)) and n > 1])
print([(lambda v: v * 2)(i) for i in range(3)], [i for i in range(5)][::2])
x = 10
print([x for x in range(x)][-1], x)
print([a + b for a, b in zip([1, 2], [10, 20])], [k for k, v in {'p': 1, 'q': 0}.items() if v])
print([y := 5, y ** 2])
