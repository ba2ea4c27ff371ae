# str_join_build_01: Monty language golden test
parts = []
for i in range(5):
    parts.append(f'{i}:{i * i}')
print(';'.join(parts))
table = [('name', 'qty'), ('apple', 3), ('kiwi', 12)]
for a, b in table:
    print(f'{a:<8}|{b!s:>5}')
print('\n'.join(f'{k}={v}' for k, v in sorted({'b': 2, 'a': 1}.items())))
s = ''
for c in 'abc':
    s += c.upper()
print(s, s.lower() * 2, '-'.join(s))
print(' '.join(w.capitalize() for w in 'the quick fox'.split()))
print('|'.join(['', '', '']), ','.join(str(x) for x in [1.0, None, True]))
