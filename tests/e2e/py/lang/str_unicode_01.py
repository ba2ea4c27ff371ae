# str_unicode_01: Monty language golden test
s = 'naïve café 日本語 😀'
print(len(s), s.upper(), s.encode('utf-8')[:12], len(s.encode('utf-8')), s.split())
print([hex(ord(c)) for c in '日本'], '日本語'[1], '😀'.encode('utf-8'), b'\xf0\x9f\x98\x80'.decode())
print('é' == 'e\u0301', len('e\u0301'), 'ß'.upper(), 'ﬀ'.casefold(), 'İ'.casefold() == 'i̇')
print(s.isprintable(), '日本'.isalpha(), '٣'.isdigit(), '²'.isdigit(), '²'.isdecimal(), 'Ⅻ'.isnumeric())
print('abc'.encode('utf-16-le'), 'A'.encode('utf-32-be'), 'é'.encode('latin-1'), b'\xe9'.decode('latin-1'))
try:
    b'\xe9'.decode('utf-8')
except UnicodeDecodeError as e:
    print(type(e).__name__, e)
print(b'\xe9'.decode('utf-8', errors='replace'), b'\xe9a'.decode('utf-8', 'ignore'), 'é'.encode('ascii', 'xmlcharrefreplace'), 'é'.encode('ascii', 'backslashreplace'))
