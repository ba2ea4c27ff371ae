# str_misc_01: Monty language golden test
s = 'héllo'
print(len(s), s[1], s[-1], s * 2, s + '!', s.encode(), s.encode('latin-1'), 'abc'.encode('ascii'))
print(ord('é'), chr(233), chr(0x1F600), ord('\n'), ascii(s), repr(s), str(5), str(b'x'))
print(list('abc'), sorted('cab'), min('xyz'), max('xyz'), 'abc' < 'abd', 'Z' < 'a')
print(str(), str(1.5), str([1, 'a']), str(None), 'a'.join('123'))
print('x'.__len__(), 'abc'.__getitem__(1), hash('a') == hash('a'))
try:
    'abc'[5]
except IndexError as e:
    print(type(e).__name__, e)
try:
    'abc'[0] = 'x'
except TypeError as e:
    print(type(e).__name__, e)
try:
    'a' + 1
except TypeError as e:
    print(type(e).__name__, e)
try:
    'é'.encode('ascii')
except UnicodeEncodeError as e:
    print(type(e).__name__, e)
print('é'.encode('ascii', 'replace'), 'é'.encode('ascii', 'ignore'), b'\xc3\xa9'.decode(), b'\xff'.decode('utf-8', 'replace'))
