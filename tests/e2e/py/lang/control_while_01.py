# control_while_01: Monty language golden test
i = 0
while i < 5:
    i += 1
    if i == 2:
        continue
    if i == 4:
        break
    print('i', i)
else:
    print('not reached')
n = 3
while n:
    n -= 1
else:
    print('else ran, n =', n)
while True:
    break
print('after')
count = 0
while count < 3:
    count += 1
    j = 0
    while j < 3:
        j += 1
        if j == 2:
            break
    print(count, j)
