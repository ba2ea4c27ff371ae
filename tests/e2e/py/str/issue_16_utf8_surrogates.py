# Issue 16: UTF-8 encoding of a str holding lone surrogates goes through the error
# handler as CPython's encoder does (surrogates not allowed), surrogatepass both ways
for s, errs in (('a\ud800b', 'strict'), ('a\udcffb', 'strict'), ('a\udcffb', 'surrogateescape'), ('a\ud800b', 'surrogateescape'), ('a\ud800b', 'replace'), ('a\ud800b', 'ignore'), ('a\ud800b', 'surrogatepass'), ('a\ud800b', 'backslashreplace'), ('é\udc80', 'xmlcharrefreplace')):
    try:
        print(repr(s.encode('utf-8', errs)))
    except UnicodeEncodeError as e:
        print('UnicodeEncodeError', e, e.start, e.end, repr(e.object), e.reason)
print(repr(b'a\xffb'.decode('utf-8', 'surrogateescape')), repr(b'a\xed\xa0\x80b'.decode('utf-8', 'surrogatepass')))
print(repr('x\udcff'.encode('ascii', 'surrogateescape')), repr('x\udcff'.encode('latin-1', 'surrogateescape')))
for s in ('\ud800\udfff', 'x\udc80\udc81y\ud801', '\udcff' * 3 + 'é'):
    for errs in ('strict', 'surrogateescape', 'replace', 'backslashreplace', 'surrogatepass', 'ignore'):
        try:
            print(errs, repr(s.encode('utf-8', errs)))
        except UnicodeEncodeError as e:
            print(errs, 'UnicodeEncodeError', e, e.start, e.end)
try:
    'a'.encode('utf-8', 'nope')
    print('no error for a str without surrogates')
except LookupError as e:
    print(e)
try:
    '\ud800'.encode('utf-8', 'nope')
except LookupError as e:
    print(e)
print(repr('abc'.encode()), repr('é€😀'.encode('utf-8')))
for enc in ('ascii', 'latin-1'):
    try:
        print('é\udc80'.encode(enc, 'surrogatepass'))
    except UnicodeEncodeError as e:
        print(enc, e)
try:
    b'\xff'.decode('ascii', 'surrogatepass')
except UnicodeDecodeError as e:
    print(e)
