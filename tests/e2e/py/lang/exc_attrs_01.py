# exc_attrs_01: Monty language golden test
e = KeyError('k')
print(str(e), repr(e), e.args)
e = OSError(2, 'No such file')
print(e.errno, e.strerror, str(e), type(e).__name__)
print(type(OSError(2, 'x')).__name__)
s = StopIteration(5)
print(s.value, s.args)
x = SystemExit(3)
print(x.code)
try:
    try:
        raise ValueError('first')
    except ValueError as first:
        raise TypeError('second')
except TypeError as e:
    print(e.__context__, e.__cause__, e.__traceback__ is not None)
u = UnicodeDecodeError('utf-8', b'\xff', 0, 1, 'invalid start byte')
print(u.encoding, u.start, u.end, u.reason, str(u))
ex = Exception('a')
ex.add_note('note 1')
print(ex.__notes__)
print(BaseException('x').with_traceback(None).args)
