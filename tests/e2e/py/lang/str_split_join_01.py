# str_split_join_01: Monty language golden test
print('a,b,,c'.split(','), 'a b  c '.split(), '  x  '.split(' '), 'a,b,c'.split(',', 1))
print('a,b,c'.rsplit(',', 1), ' a b '.rsplit(), ''.split(), ''.split(','))
print('l1\nl2\r\nl3\rl4'.splitlines(), 'x\ny\n'.splitlines(True), ''.splitlines())
print('k=v=w'.partition('='), 'k=v=w'.rpartition('='), 'abc'.partition('x'), 'abc'.rpartition('x'))
print('-'.join(['a', 'b', 'c']), ''.join([]), ', '.join('xyz'), '.'.join(map(str, range(3))))
try:
    ','.join([1, 2])
except TypeError as e:
    print(type(e).__name__, e)
try:
    'a'.split('')
except ValueError as e:
    print(type(e).__name__, e)
print('a\tb\x0bc\x0cd\x1ce'.split())
