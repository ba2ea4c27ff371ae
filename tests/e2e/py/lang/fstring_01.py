# fstring_01: Monty language golden test
name = 'world'
n = 42
print(f'hello {name}!', f"{n}", F'{n + 1}', f'{{literal}}')
print(f'{n!r} {name!r} {name!s} {"é"!a}')
print(f'{n:5d}|{n:<5}|{n:^5}|{n:>5}|{n:05}')
print(f'{3.14159:.2f} {1234567:,} {1234567:_} {0.25:%} {255:x} {255:#X} {5:b} {8:o}')
print(f'{n=}', f'{name = }', f'{n + 1=}', f'{name=!s}', f'{3.5=:.3f}')
w = 10; p = 3
print(f'{3.14159:{w}.{p}f}|')
print(f'{"nested " + f"{n}"}')
print(f"{'quoted'}", f'{[1, 2][0]}', f'{ {"a": 1}["a"] }')
print(f'{n:+}', f'{-n:+}', f'{n: }', f'{n:=+8}')
