# fstring_02: Monty language golden test
import math
items = [1, 2, 3]
print(f'{len(items)} items: {", ".join(str(i) for i in items)}')
print(f'{math.pi:10.4f}|{math.pi:<10.2e}|{1e6:g}|{1e-7:g}|{123.456:G}')
print(f'{"text":*^11}', f'{"x":->4}', f'{"y":=<3}')
print(f'''triple {items[1]}
second line {items[-1]}''')
class P:
    def __repr__(self): return 'P()'
    def __str__(self): return 'p-str'
    def __format__(self, spec): return 'fmt:' + spec
p = P()
print(f'{p}', f'{p!r}', f'{p!s}', f'{p:abc}', f'{p=}')
print(rf'\d{items[0]}', fr'{items[0]}\n')
print(f'{1 if True else 2}', f'{(lambda x: x * 2)(4)}')
print(f'{12345.678:,.1f}', f'{-0.0}', f'{float("inf")}', f'{float("nan")}')
