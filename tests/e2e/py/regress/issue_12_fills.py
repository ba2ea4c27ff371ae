# issue 12: results built in C are complete (fills, widths, repeats), never cut short
print(len('%*d' % (10**6, 1)), ('%*d' % (10**6, 1))[-3:])
print(len('%-*d|' % (3 * 10**6, 7)), len('%.*d' % (2 * 10**6, 5)))
print(len('a'.ljust(5 * 10**6)), len('a'.rjust(5 * 10**6, '*')), len('a'.center(5 * 10**6, 'é')))
s = 'x'.center(9, 'é')
print(s, len(s), len(s.encode()))
print('-12'.zfill(8), '+7'.zfill(1), len('1'.zfill(4 * 10**6)))
print(len('\t'.expandtabs(3 * 10**6)), 'a\tbc\td'.expandtabs(3))
print(len(b'\t'.expandtabs(3 * 10**6)), len(b'x'.ljust(3 * 10**6)), b'7'.zfill(4))
print(len('{:>{}}'.format(1, 3 * 10**6)), len(f'{"y":^{2 * 10**6}}'), len(format(2, '0>2000000')))
print(len('ab' * 10**6), len(('a' * 10**6).replace('a', 'bc')), len(','.join(['ab'] * 10**6)))
h = 'a' * 100000 + 'b' + 'a' * 100000
print(h.rfind('a' * 5000 + 'b'), h.rfind('b' + 'a' * 5000), h.rfind('a' * 5000 + 'c'))
print(('ab' * 1000 + 'c' + 'ab' * 1000).rfind('ab' * 100 + 'c'), ('xaaaa' * 10000).rfind('aaaa'))
print(h.rindex('a' * 70000), ('a' * 300000).rfind('a' * 1000 + 'a'), 'abcabc'.rfind('bc'))
import itertools
print(sum(itertools.repeat(2, 100000)), max(itertools.islice(itertools.count(), 50000)))
print(3 in itertools.repeat(3), list(itertools.islice(itertools.count(5), 3)))
