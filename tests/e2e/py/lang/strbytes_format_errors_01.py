# strbytes_format_errors_01: str.format parse errors in CPython's words
tests = ['{', '}', '{0} {}', '{x}', 'a{', 'a}', '{0', '{0:', '{0!', '{0!r', '{0!x}', '{0!rr}', '{0{}', '{0[}', '{0[}]}',
         '{0:{1:{2}}}', '{0.}', '{0[]}', '{0]}', '{0[0]x}', '{:{}}', '{0:}}}', '{!}', '{0:{}', 'x}}y{{', '{0!r:}', '{0!é}',
         '{a.b.}', '{0[0]', '{00}', '{0a}', '{-1}', '{ 0}', '{0.real.imag}', '{0:{1}x}', '{0:x{1}}', '{}{1}', '{1}{}',
         '{99999999999999999999999}', '{0[99999999999999999999999]}', '{0:{0:{0}}}', '{0!s:>{1}}']
for t in tests:
    try:
        print(repr(t), '->', repr(t.format('ab', 5, 6)))
    except Exception as e:
        print(repr(t), type(e).__name__, e)
for t in ['{0}', '{}', '{a}', '{a[0]}', '{b}']:
    try:
        print(repr(t), '->', repr(t.format_map({'a': 'xy'})))
    except Exception as e:
        print(repr(t), type(e).__name__, e)
