# while_else_02: Monty language golden test
def find_factor(n):
    d = 2
    while d * d <= n:
        if n % d == 0:
            break
        d += 1
    else:
        return f'{n} is prime'
    return f'{n} = {d} * {n // d}'
for n in [2, 15, 17, 49, 97]:
    print(find_factor(n))
i = 10
while i:
    i //= 2
    if i == 1:
        continue
    print('i', i)
else:
    print('end', i)
n = 0
while True:
    n += 1
    try:
        if n == 3:
            break
    finally:
        print('finally', n)
print('n', n)
