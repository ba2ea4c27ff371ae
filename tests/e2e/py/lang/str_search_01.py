# str_search_01: Monty language golden test
s = 'the quick brown fox the end'
print(s.find('the'), s.find('the', 1), s.find('zzz'), s.rfind('the'), s.index('quick'), s.rindex('e'))
print(s.count('the'), s.count('e'), s.count(''), 'aaaa'.count('aa'), s.count('e', 5, 20))
print(s.startswith('the'), s.startswith(('x', 'th')), s.endswith('end'), s.endswith('the', 0, 3))
print(s.find('', 100), 'abc'.find('c', -1), 'abc'.startswith('b', 1))
try:
    s.index('zzz')
except ValueError as e:
    print(type(e).__name__, e)
try:
    s.rindex('zzz')
except ValueError as e:
    print(type(e).__name__, e)
print('ab' in s, s.__contains__('fox'))
