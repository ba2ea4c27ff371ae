# strbytes_bytes_percent_02: bytes % formatting and its errors
print(b'%s|%b|%5s|%-5s|%.2s' % (b'a', bytearray(b'b'), b'c', b'd', b'efgh'))
print(b'%d %i %5d %-5d| %05d %+d %x %X %#x %o %#o %c %c' % (1, 2, 3, 4, 5, 6, 255, 255, 255, 8, 8, 65, b'B'))
print(b'%r %a %a' % ('x', b'y', 'é'), b'%.3f %e %g %10.2f|' % (3.14159, 1e10, 0.5, 2.5))
print(b'%(a)s-%(b)d' % {b'a': b'A', b'b': 7}, b'100%%' % (), b'%s' % (b'only',), bytearray(b'%d') % 5)
print(b'%*d|%-*d|%.*f' % (4, 1, 4, 2, 2, 3.14159))
for args in [(b'%s', 'str'), (b'%d', b'x'), (b'%c', 256), (b'%c', b'xy'), (b'%d %d', (1,)), (b'%d', (1, 2)), (b'%y', 1),
             (b'%(a)s', {'a': 1}), (b'%', ()), (b'%x', 1.5), (b'%s', 3)]:
    try:
        print(args[0] % args[1])
    except Exception as e:
        print(type(e).__name__, e)
class B:
    def __bytes__(self):
        return b'custom'
print(b'%s %b' % (B(), B()))
