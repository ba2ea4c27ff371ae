# issue 16: time.strftime/asctime/mktime argument checks, zone fields of struct_time
import time as _t
g = _t.gmtime(1700000000)
l = _t.localtime(1700000000)
for f in ['%z', '%10z', '%_10z', '%-10z', '%010z', '%Z', '%10Z', '%#Z', '%^Z', '%s', '%c']:
    print(repr(f), repr(_t.strftime(f, g)), repr(_t.strftime(f, l)))
st = _t.struct_time((2024, 1, 1, 0, 0, 0, 0, 1, 0, 'ABC', -12600))
for f in ['%z', '%10z', '%_10z', '%-10z', '%010z', '%Z', '%10Z', '%#Z', '%^Z', '%s']:
    print(repr(f), repr(_t.strftime(f, st)))
for bad in [(2024, 13, 1, 0, 0, 0, 0, 1, 0), (2024, 0, 0, 0, 0, 0, 0, 0, 0), (2024, 1, 32, 0, 0, 0, 0, 1, 0), (2024, 1, 1, 24, 0, 0, 0, 1, 0), (2024, 1, 1, 0, 60, 0, 0, 1, 0), (2024, 1, 1, 0, 0, 62, 0, 1, 0), (2024, 1, 1, 0, 0, 61, 0, 1, 0), (2024, 1, 1, 0, 0, 0, -1, 1, 0), (2024, 1, 1, 0, 0, 0, -2, 1, 0), (2024, 1, 1, 0, 0, 0, 9, 1, 0), (2024, 1, 1, 0, 0, 0, 0, 367, 0), (2024, 1, 1, 0, 0, 0, 0, -1, 0), (2024, 1, 1, 0, 0, 0, 0, 1, 5), (2024, 1, 1, 0, 0, 0, 0, 1, -5), (1, 2), (2024, 1, 1, 0, 0, 0.0, 0, 1, 0), 'abc', None, 5, [2024, 1, 1, 0, 0, 0, 0, 1, 0], (2024, -1, 1, 0, 0, 0, 0, 1, 0), (2024, 1, -1, 0, 0, 0, 0, 1, 0), (2024, 1, 1, 0, 0, 0, 0, 1, 0, 'X')]:
    for fn in (lambda b: _t.strftime('%Y %m %d %a %j %Z %z', b), _t.asctime, _t.mktime):
        try:
            print(repr(bad), repr(fn(bad)))
        except Exception as e:
            print(repr(bad), type(e).__name__, e)
for args in [(5,), ('%Y\0',), (b'%Y',)]:
    try:
        print(repr(_t.strftime(*args)))
    except Exception as e:
        print(type(e).__name__, e)
