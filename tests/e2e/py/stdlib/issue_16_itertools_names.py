# itertools' helper types carry CPython's names, and zip_longest refuses an unknown
# keyword in CPython 3.11's words (issue 16).
import itertools

a, b = itertools.tee([1, 2, 3])
print(type(a).__name__, list(a), list(b))
for key, group in itertools.groupby('aab'):
    print(key, type(group).__name__, list(group))
print(list(itertools.zip_longest('ab', 'c', fillvalue='-')))
try:
    itertools.zip_longest('ab', fill=1)
except TypeError as e:
    print('TypeError:', e)
