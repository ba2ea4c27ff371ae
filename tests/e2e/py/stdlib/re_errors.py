import re
for pat in ['(', 'a)', '[a', '*a', 'a{2,1}', '(?P<n>a)(?P<n>b)']:
    try:
        re.compile(pat)
        print('compiled', pat)
    except re.error as e:
        print('re.error', pat)
m = re.match(r'(a)(?P<x>b)', 'ab')
for g in [3, -1, 'y']:
    try:
        m.group(g)
    except IndexError as e:
        print('IndexError', e)
for repl in [r'\3', r'\g<zz>', r'\q', '\\']:
    try:
        print(re.sub('(a)', repl, 'a'))
    except (re.error, IndexError) as e:
        print(type(e).__name__)
try:
    re.sub('a', 5, 'a')
except TypeError as e:
    print('TypeError')
try:
    re.search('a', 5)
except TypeError as e:
    print('TypeError', e)
try:
    re.sub('a', lambda m: 5, 'a')
except TypeError as e:
    print('TypeError', e)
print(issubclass(re.error, Exception))
