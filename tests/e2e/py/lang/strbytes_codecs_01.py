# strbytes_codecs_01: encode/decode with utf-8, ascii, latin-1, utf-16, utf-32 and the error handlers
tests = [(b'\x41', 'utf-16'), (b'\x41\x00\x42', 'utf-16'), (b'\xff\xfeA', 'utf-16'), (b'\x00\xd8', 'utf-16-le'),
         (b'\x00\xd8A\x00', 'utf-16-le'), (b'\x00\xdc', 'utf-16-le'), (b'A\x00\x00', 'utf-32'), (b'\x00\x00\x11\x00', 'utf-32-le'),
         (b'\x00\xd8\x00\x00', 'utf-32-le'), (b'\xe2\x82', 'utf-8'), (b'\xf0\x9f\x98x', 'utf-8'), (b'\xe0\x80', 'utf-8'),
         (b'\xed\xa0\x80', 'utf-8'), (b'\xc0\xaf', 'utf-8'), (b'a\xff', 'ascii'), (b'\xff\xfeA\x00', 'utf-16'),
         (b'\xfe\xff\x00A', 'utf-16'), (b'\xff\xfe\x00\x00A\x00\x00\x00', 'utf-32'), (b'\xf4\x90\x80\x80', 'utf-8'),
         (b'ok \xc3\xa9 \xf0\x9f\x98\x80', 'utf-8'), (b'\xe9\xff', 'latin-1'), (b'=\xd8\x00\xde', 'utf-16-le')]
for b, e in tests:
    out = []
    for h in ['strict', 'replace', 'backslashreplace', 'ignore']:
        try:
            out.append(repr(b.decode(e, h)))
        except Exception as x:
            out.append(type(x).__name__ + ': ' + str(x))
    print(e, ' | '.join(out))
for s, e in [('aé€😀', 'ascii'), ('aéé', 'latin-1'), ('a€€b', 'latin-1'), ('é€😀', 'utf-16'), ('é', 'utf-32'), ('é😀', 'utf-16-be'), ('x😀', 'utf-32-be'), ('aé', 'utf-8')]:
    out = []
    for h in ['strict', 'replace', 'backslashreplace', 'xmlcharrefreplace', 'ignore', 'bogus']:
        try:
            out.append(repr(s.encode(e, h)))
        except Exception as x:
            out.append(type(x).__name__ + ': ' + str(x))
    print(e, ' | '.join(out))
for e in ['UTF8', 'utf_8', 'U8', 'Latin1', 'ISO-8859-1', 'l1', 'us-ascii', 'UTF-16LE', 'utf_16_be', 'klingon']:
    try:
        print(e, 'é'.encode(e), b'\xc3\xa9'.decode(e))
    except Exception as x:
        print(type(x).__name__, x)
print(str(b'caf\xc3\xa9', 'utf-8'), str(b'\xe9', 'latin-1'), str(b'a\xffb', 'ascii', 'replace'), bytes('é', 'utf-16-le'), bytearray('é', 'latin-1'))
print(b'\xed\xb2\x80'.decode('utf-8', 'surrogateescape') == '\udced\udcb2\udc80', 'a\udce9'.encode('latin-1', 'surrogateescape'))
for bad in [lambda: 'a'.encode(1), lambda: b'a'.decode(errors=2), lambda: b'\xff'.decode('utf-8', 'xmlcharrefreplace'), lambda: b'\xff'.decode('utf-8', 'nope')]:
    try:
        print(bad())
    except Exception as x:
        print(type(x).__name__, x)
