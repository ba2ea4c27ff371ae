# strbytes_bytes_split_01: split, rsplit, splitlines, partition, strip, join, replace
s = b'  a  b\tc\nd  '
print(s.split(), s.rsplit(), s.split(None, 1), s.rsplit(None, 1), s.split(maxsplit=2), s.rsplit(maxsplit=0))
print(b'a,b,,c'.split(b','), b'a,b,,c'.rsplit(b',', 1), b'a,b,,c'.split(b',', maxsplit=2), b''.split(), b''.split(b','))
print(b'a--b--c'.split(b'--'), b'a--b--c'.rsplit(b'--', 1), bytearray(b'x y').split(), b'\x85a\xa0b'.split())
print(b'l1\nl2\r\nl3\rl4'.splitlines(), b'l1\nl2\r\n'.splitlines(True), b'a\x0bb\x0cc\x1cd'.splitlines(), b''.splitlines(), b'\n'.splitlines(keepends=True))
print(b'k=v=w'.partition(b'='), b'k=v=w'.rpartition(b'='), b'kvw'.partition(b'='), b'kvw'.rpartition(b'='), bytearray(b'a:b').partition(b':'))
print(b'xxhixx'.strip(b'x'), b'  hi \n'.strip(), b'\xa0hi\xa0'.strip(), b'abcba'.lstrip(b'ab'), b'abcba'.rstrip(b'ab'), b'hi'.strip(None))
print(b'-'.join([b'a', bytearray(b'b'), b'c']), bytearray(b', ').join([b'x', b'y']), b''.join([]), b'.'.join(x for x in [b'1', b'2']))
print(b'aaa'.replace(b'a', b'bb'), b'aaa'.replace(b'a', b'b', 2), b'abc'.replace(b'', b'-'), b'abc'.replace(b'', b'-', 2), b'abc'.replace(b'x', b'y'), bytearray(b'aXa').replace(b'X', b''))
print(b'prefix-body'.removeprefix(b'prefix-'), b'body.txt'.removesuffix(b'.txt'), b'ab'.removeprefix(b'x'), bytearray(b'abc').removesuffix(b'c'))
for bad in [lambda: b'a'.split(b''), lambda: b'a'.split(','), lambda: b'a'.partition(b''), lambda: b'a'.join(['x']),
            lambda: b'a'.replace('a', b'b'), lambda: b'a'.strip('a'), lambda: b'a'.removeprefix('a'), lambda: b'a'.join([1])]:
    try:
        print(bad())
    except Exception as e:
        print(type(e).__name__, e)
