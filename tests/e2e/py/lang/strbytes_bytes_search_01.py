# strbytes_bytes_search_01: find/index/count/startswith with ints, bytes and bounds
b = b'abracadabra'
print(b.find(b'bra'), b.rfind(b'bra'), b.find(97), b.rfind(97), b.find(b'bra', 2), b.find(b'bra', 2, 8), b.find(b'zz'))
print(b.count(b'a'), b.count(97), b.count(b'a', 1, -1), b.count(b''), b.count(b'', 3, 5), b.count(b'', 20))
print(b.index(b'cad'), b.rindex(b'a'), b.find(b'', 11), b.find(b'', 12), b.rfind(b''), b.find(b'a', -3), b.find(b'a', None, None))
print(b.startswith(b'abr'), b.startswith((b'x', b'ab')), b.endswith(b'bra', 0, 11), b.startswith(b'', 11), b.startswith(b'', 12), b.endswith(bytearray(b'ra')))
print(bytearray(b) .find(b'c'), bytearray(b).count(bytearray(b'a')), b'x' in bytearray(b'yxz'), 120 in b'x')
for bad in [lambda: b.find('a'), lambda: b.index(b'q'), lambda: b.rindex(300), lambda: b.count(-1), lambda: b.startswith('a'),
            lambda: b.endswith([b'a']), lambda: b.startswith((b'a', 'b')), lambda: b.find(b'a', 'x'), lambda: 'a' in b, lambda: b.find(1.5)]:
    try:
        print(bad())
    except Exception as e:
        print(type(e).__name__, e)
