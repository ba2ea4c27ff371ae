# str_strip_pad_01: Monty language golden test
print(repr('  hi  '.strip()), repr('xxhixx'.strip('x')), repr('  hi '.lstrip()), repr(' hi  '.rstrip()))
print('abcba'.strip('ab'), 'www.example.com'.lstrip('w.'), '..x..'.rstrip('.'))
print('x'.center(5), '|' + 'x'.center(4, '*') + '|', 'ab'.ljust(5, '.'), 'ab'.rjust(5, '0'))
print('42'.zfill(5), '-42'.zfill(5), '+7'.zfill(4), 'abc'.zfill(2))
print('prefix_rest'.removeprefix('prefix_'), 'file.txt'.removesuffix('.txt'), 'x'.removeprefix('y'))
print(repr('a\tbc\td'.expandtabs()), repr('a\tb'.expandtabs(4)), repr('\t\tx'.expandtabs(2)), repr('ab\ncd\te'.expandtabs(3)))
try:
    'x'.center(5, 'ab')
except TypeError as e:
    print(type(e).__name__, e)
