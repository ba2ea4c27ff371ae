# strbytes_str_argerrors_01: argument checks of str methods
calls = [
    lambda: 'a'.split(1), lambda: 'a'.split(''), lambda: 'a'.rsplit(''), lambda: 'a'.split(maxsplit='x'), lambda: 'a'.join([1]),
    lambda: 'a'.join(5), lambda: 'a'.strip(1), lambda: 'a'.lstrip(b'a'), lambda: 'a'.find(1), lambda: 'a'.count(None),
    lambda: 'a'.index('b'), lambda: 'a'.rindex('b'), lambda: 'a'.startswith(1), lambda: 'a'.endswith(('a', 1)), lambda: 'a'.replace(1, 'b'),
    lambda: 'a'.center(3, 'ab'), lambda: 'a'.ljust('3'), lambda: 'a'.zfill('x'), lambda: 'a'.partition(''), lambda: 'a'.rpartition(1),
    lambda: 'a'.removeprefix(1), lambda: 'a'.expandtabs('x'), lambda: 'a'.encode('nope'), lambda: 'a'.translate(5),
    lambda: str.maketrans('ab', 'a'), lambda: str.maketrans(1), lambda: str.maketrans({'ab': 1}), lambda: 'a'.splitlines('x'),
    lambda: 'a'.find('a', 'x'), lambda: 'a'.upper(1), lambda: 'a'.format_map(1), lambda: 'é'.encode('ascii'),
]
for c in calls:
    try:
        print(repr(c()))
    except Exception as e:
        print(type(e).__name__, e)
print('abc'.find('c', -1), 'abc'.count('', 1), 'abc'.startswith('', 3), 'abc'.startswith('', 4), 'a\tb'.expandtabs(tabsize=3), 'x'.center(4, '*'))
print('1,2,,3'.split(',', maxsplit=1), ' a b '.rsplit(maxsplit=1), 'a\u2028b\x1cc\x85d'.splitlines(), 'ab'.translate({97: 'xy', 98: None}))
