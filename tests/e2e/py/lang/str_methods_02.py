# str_methods_02: Monty language golden test
s = 'Hello, World'
print(s.lower().count('l'), s.split(', '), s[::-1].upper(), s.swapcase(), s.center(20, '~'))
print('a-b_c d'.replace('-', ' ').replace('_', ' ').split(), '  lots   of   space  '.split(' '))
print('CamelCaseString'.lower(), ''.join(c for c in 'a1b2c3' if c.isalpha()), 'x'.join('') == '')
print('snake_case_name'.title().replace('_', ''), 'abc'.upper().isupper(), '123abc'.isalnum())
print('%s has %d chars' % (s, len(s)), s.startswith(('Hi', 'He')), s.find(','), s.partition(', '))
print('tab\tsep'.split('\t'), 'line\n'.rstrip('\n'), 'ab\r\n'.strip(), 'x;y;z'.rsplit(';', 1))
print(str.lower('ABC'), str.split('a b'), 'q'.zfill(3), 'Übung'.casefold(), 'ǈ'.istitle())
print('mississippi'.replace('ss', 'SS', 1), 'mississippi'.rfind('ss'), 'mississippi'.rindex('i'), 'abc'.index('c', 1, 3))
print('{}'.join(['a', 'b']), 'a{0}b'.format('-'), ''.center(3, '*'), 'αβγ'.upper(), 'ΑΒΓ'.lower())
