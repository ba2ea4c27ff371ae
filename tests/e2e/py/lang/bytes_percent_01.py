# bytes_percent_01: Monty language golden test
print(b'%s and %d' % (b'bytes', 5), b'%x %o %c' % (255, 8, 65), b'%5s|%-4s|' % (b'r', b'l'))
print(b'%r' % b'q' if False else b'%a' % 'é', b'%%' % (), b'%(k)s' % {b'k': b'v'}, b'%.2f' % 1.005)
try:
    b'%s' % 'str'
except TypeError as e:
    print(type(e).__name__, e)
print(repr(b'\r\n\t\\'), str(b'abc'), bytes.__name__)
