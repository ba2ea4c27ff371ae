# A '[' inside a character set is a literal in Python's re: "[:", "[." and "[=" there
# are not POSIX classes or collating elements (issue 16). Also Pattern.groupindex is a
# read-only mappingproxy and a non-int flags argument fails as CPython 3.11's does.
import re

for pattern, text in [(r'[x[:alpha:]]', 'a'), (r'[x[:alpha:]]', 'a]'), (r'[x[:alpha:]]', ':]'),
                      (r'[x[.a.]]', 'a]'), (r'[x[=a=]]', '=]'), (r'[a[]', '['),
                      (r'[^a[]', '['), (r'[^a[]', 'b'), (r'[]x[]+', ']x['), (r'[\[:d]+', '[:d')]:
    m = re.search(pattern, text)
    print(pattern, repr(text), m and m.group())
print(re.findall(r'[0-9[:]+', 'a1[2:]3'))
print(re.sub(r'[*[:]', '.', 'x[y:z*'))

gi = re.compile(r'(?P<year>\d+)-(?P<month>\d+)').groupindex
print(gi, type(gi).__name__, gi['month'], len(gi), sorted(gi))
try:
    gi['day'] = 3
except TypeError as e:
    print('TypeError:', e)

for flags in ['x', 1.5, None]:
    try:
        re.compile('a', flags)
    except TypeError as e:
        print('TypeError:', e)
