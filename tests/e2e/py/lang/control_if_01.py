# control_if_01: Monty language golden test
for v in [0, 1, 5, 10, -3]:
    if v == 0:
        print(v, 'zero')
    elif v < 0:
        print(v, 'neg')
    elif v < 5:
        print(v, 'small')
    else:
        print(v, 'big')
if []:
    print('no')
elif {}:
    print('no')
elif 'x':
    print('nonempty str true')
if not None:
    pass
print('done')
