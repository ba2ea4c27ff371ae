# control_for_01: Monty language golden test
for i in range(3):
    pass
else:
    print('for else', i)
for c in 'abc':
    if c == 'b':
        break
else:
    print('no')
print('broke at', c)
for x in []:
    print('never')
else:
    print('empty else')
for i in range(10):
    if i % 2:
        continue
    if i > 6:
        break
    print(i, end=' ')
print()
for k, v in {'a': 1, 'b': 2}.items():
    print(k, v)
for i, (a, b) in enumerate(zip('xy', [1, 2]), start=1):
    print(i, a, b)
l = [1, 2, 3]
for x in l:
    if x == 1:
        l.append(4)
print(l)
