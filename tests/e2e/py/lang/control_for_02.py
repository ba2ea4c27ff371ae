# control_for_02: Monty language golden test
def search(items, target):
    for i, v in enumerate(items):
        if v == target:
            print('found', target, 'at', i)
            break
    else:
        print(target, 'not found')
search([4, 5, 6], 5)
search([4, 5, 6], 9)
for i in range(3):
    for j in range(3):
        if j == i:
            continue
        if j > i:
            break
        print(i, j)
result = []
for i in range(5):
    try:
        if i == 2:
            continue
        if i == 4:
            break
        result.append(i)
    finally:
        result.append('f%d' % i)
print(result)
