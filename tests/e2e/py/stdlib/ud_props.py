import unicodedata as ud
for ch in ['a', 'Z', '5', '½', '٣', 'Ⅷ', '²', '\t', '\u200b', '(', '$', '+', '😀', '中', '가', '\u0301', '\ue000']:
    print(repr(ch), ud.category(ch), ud.name(ch, '?'), ud.numeric(ch, None), ud.decimal(ch, None), ud.digit(ch, None),
          ud.east_asian_width(ch), ud.combining(ch), ud.mirrored(ch), ud.bidirectional(ch))
print(ud.lookup('LATIN SMALL LETTER E WITH ACUTE'), ud.lookup('grinning face'), ud.unidata_version)
for s in ['Å', 'ﬃ', '한국어', 'e\u0301\u0327', '①②', 'x²']:
    print([ud.normalize(f, s) for f in ('NFC', 'NFD', 'NFKC', 'NFKD')], ud.is_normalized('NFC', s))
print(ud.decomposition('é'), repr(ud.decomposition('a')))
for f in [lambda: ud.name('\x01'), lambda: ud.lookup('NO SUCH THING'), lambda: ud.numeric('x'), lambda: ud.decimal('½'),
          lambda: ud.digit('a'), lambda: ud.normalize('NFX', 'a'), lambda: ud.category('ab'), lambda: ud.name(5)]:
    try:
        print(f())
    except (ValueError, KeyError, TypeError) as e:
        print(type(e).__name__, e)
