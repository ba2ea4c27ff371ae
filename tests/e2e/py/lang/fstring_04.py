# fstring_04: Monty language golden test
x = 3.5
items = {'a': 1}
print(f'{x!r:>8}', f'{x:{"^"}{10}}', f'{"-" * 3}', f'{items["a"]:03d}')
print(f'{x = :.1f}', f'{x=!r:>6}', f'{ x = }')
print(f'{1:{"d"}}', f'{"{"}{"}"}', f'{"{}"}')
def g(): return 'called'
print(f'{g()}', f'{g.__name__!r}', f'{[i for i in range(3)]}', f'{ {1: 2} }')
print(f'{1_000_000:,d}', f'{-1234.5:,.2f}', f'{0.5:.0%}', f'{255:08b}', f'{3:#06x}')
a, b = 2, 3
print(f'{a}{b}', f'{a}+{b}={a + b}', f'{a * b!s:>4}|', f'{"x" if a > b else "y"}')
