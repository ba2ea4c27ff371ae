# fstring_03: Monty language golden test
v = 7
print(f'{v:{"0"}{3}}', f'{v:>{v}}|')
print(f'{"abc"!r:>8}', f'{"abc"!a:^9}')
d = {'k': 'v'}
print(f"{d['k']}", f'{d!r}')
print(f'{1000000:_x} {0xFFFF:_b}')
print(f'{True} {None} {True:d} {3:c}')
print(f'{-5:08.2f} {5:+08.2f} {1.5:e} {0.000123:.2g}')
print(f'{"%"}%' , f'{10:%}')
