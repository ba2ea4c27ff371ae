# re flags are RegexFlag members: int subclass, flag reprs, and they still work as flags.
import re

print(str(re.I), repr(re.M), f'{re.S}', '{}'.format(re.X), f'{re.I:d}', f'{re.M:>4}')
print(re.I | re.M, re.I & re.M, re.I ^ re.I, re.I | 2, 2 | re.I, re.I | 0x1000, ~re.I)
print(re.NOFLAG, re.U, re.A, re.L, re.T, re.DEBUG, re.TEMPLATE is re.T)
print(re.I is re.IGNORECASE, re.RegexFlag.IGNORECASE is re.I, re.RegexFlag(8) is re.M)
print(isinstance(re.I, int), re.I == 2, re.I + 1, type(re.I + 1).__name__, hash(re.S) == hash(16))
print(re.I.name, re.I.value, (re.I | re.M).name, re.NOFLAG.name, bool(re.NOFLAG), int(re.X))
print(re.compile('x', re.I | re.U), re.compile('x', re.U), re.compile('x', re.A | re.M))
print(re.compile('a.b', re.S | re.I).flags, re.findall('^a', 'a\nA', re.I | re.M))
print(re.sub('b', 'x', 'aBb', flags=re.I), re.split('x', 'aXb', flags=re.IGNORECASE))
print(re.search('(?x) a b # comment', 'xab').group(), re.match('a', 'A', re.RegexFlag(2)).group())
