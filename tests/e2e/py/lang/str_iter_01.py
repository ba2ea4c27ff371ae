# str_iter_01: Monty language golden test
s = 'a😀b'
print(len(s), [c for c in s], s[1], s[::-1], s.encode('utf-8'), len(s.encode()))
print(list(enumerate('xy')), list(reversed('abc')), 'b' in s, s.index('b'))
print('abc' * 0, 'ab' * -1, 3 * 'x')
it = iter('hi')
print(next(it), next(it), next(it, None))
print(''.join(sorted('banana', reverse=True)), '%'.join(reversed('abc')))
print(str.upper('x'), str.join('-', 'ab'), 'AbC'.lower().upper())
