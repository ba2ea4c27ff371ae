import re
print(re.findall(r'\w+', 'the quick  brown'), re.findall(r'(\w)(\d)', 'a1 b2 c'), re.findall(r'(a)?b', 'b ab'))
print([m.span() for m in re.finditer(r'o', 'foo boo')], [m.group() for m in re.finditer('x*', 'axb')])
print(re.sub('x*', '-', 'abxd'), re.sub('', '-', 'abc'), re.split('x*', 'axbc'), re.split(r'\b', 'a b'))
print(re.sub(r'(\w+)@(\w+)', r'\2 at \1', 'joe@host and ann@web'), re.sub('a', r'\n', 'bab'))
print(re.sub(r'(?P<x>\d)', r'<\g<x>\g<0>\g<1>>', 'a1b2'), re.subn(r'\d', 'N', 'a1b2c3', count=2))
print(re.sub(r'\w+', lambda m: m.group().upper(), 'hello big world', 2))
print(re.split(r'(\d)(x)?', 'a1b2xc'), re.split(',', 'a,b,,c', 2), re.split(r'\s*', ' a b '))
print(re.sub('(?i)HELLO', 'bye', 'hello Hello'), re.sub('^a', 'A', 'a\na', flags=re.M), re.findall('.', 'a\nb', re.S))
print(re.findall(r'''(?x) \d+  # digits
   [a-z]''', '12a 3b'), re.findall(r'a{,2}', 'aaa'), re.findall(r'\u00e9+', 'ééx'))
print(re.sub(r'(a)(b)?', r'[\2]', 'a ab'), re.compile(r'(\d+)').sub(r'#\1#', 'x 12 y 3'))
