# issue 16: collections.UserDict, UserList and UserString (made at first use), collections.abc reached as an attribute
import collections
from collections import UserDict, UserList, UserString
import collections.abc
def t(label, f):
    try:
        print(label, f())
    except Exception as e:
        print(label, 'EXC', type(e).__name__, e)
d = UserDict({'a': 1}, b=2)
t('ud', lambda: (d, len(d), d['a'], 'b' in d, list(d), d.get('z', 5), d.data, type(d).__name__, UserDict.__module__))
class DD(UserDict):
    def __missing__(self, key):
        return key * 2
t('missing', lambda: (DD()['x'], DD().get('x')))
t('keyerror', lambda: UserDict()['q'])
t('ud ops', lambda: (d | {'c': 3}, {'z': 0} | d, d.copy(), UserDict.fromkeys('ab', 0), isinstance(d, collections.abc.MutableMapping), d == {'a': 1, 'b': 2}))
d2 = UserDict(); d2.update(x=1); d2.setdefault('y', 2); d2.pop('x')
t('ud mut', lambda: (d2, d2.popitem(), d2, d2.items(), repr(UserDict().keys())))
l = UserList([3, 1, 2])
l.append(0); l.sort(); l.extend([9]); l += [10]; l.insert(0, -1)
t('ul', lambda: (l, len(l), l[0], l[1:3], type(l[1:3]).__name__, l + [1], [1] + l, l * 2, 2 * l, l == [-1, 0, 1, 2, 3, 9, 10], l < [5], l.index(9), l.count(1), l.pop(), l, 3 in l, list(reversed(l))))
t('ul copy', lambda: (l.copy(), type(l.copy()).__name__, UserList(), UserList(UserList([1])), UserList('ab')))
s = UserString('Hello')
t('us', lambda: (s, str(s), len(s), s[1], s[1:3], s + '!', '>' + s, s * 2, s.upper(), s.lower(), s.find('l'), s.count('l'), s.split('l'), s.replace('l', 'L'), s == 'Hello', s < 'Z', 'ell' in s, s.isalpha(), s.startswith('He'), s.center(9, '*'), s.zfill(8), s.encode(), hash(s) == hash(UserString('Hello')), s.join(['a', 'b']), UserString(5), s % () if '%' in s else s.strip()))
t('us types', lambda: (type(s.upper()).__name__, type(s[0]).__name__, isinstance(s, collections.abc.Sequence), int(UserString('42')), float(UserString('1.5')), s.partition('l'), s.splitlines(), s.title(), s.removeprefix('He')))
t('abc attr', lambda: collections.abc.Mapping)
t('missing attr', lambda: collections.Nope)
