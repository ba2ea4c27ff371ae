# str_replace_translate_01: Monty language golden test
print('aaa'.replace('a', 'b'), 'aaa'.replace('a', 'b', 2), 'abc'.replace('', '-'), 'x'.replace('y', 'z'))
table = str.maketrans('abc', 'xyz')
print('aabbcc'.translate(table), table)
t2 = str.maketrans({'a': '1', 'b': None, 'c': 'CC'})
print('abcabc'.translate(t2))
t3 = str.maketrans('ab', 'AB', 'xyz')
print('axbycz'.translate(t3))
print('hello'.translate({ord('l'): 'L'}), 'abc'.translate({97: 98}))
try:
    str.maketrans('ab', 'c')
except ValueError as e:
    print(type(e).__name__, e)
