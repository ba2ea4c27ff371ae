# exc_group_01: Monty language golden test
try:
    raise ExceptionGroup('many', [ValueError('v1'), TypeError('t1'), ValueError('v2')])
except* ValueError as g:
    print('values:', [str(e) for e in g.exceptions], type(g).__name__)
except* TypeError as g:
    print('types:', [str(e) for e in g.exceptions])
eg = ExceptionGroup('msg', [KeyError('a'), OSError('b')])
print(eg.message, len(eg.exceptions), str(eg), repr(eg))
m, rest = eg.split(KeyError)
print(m.exceptions, rest.exceptions)
print(eg.subgroup(OSError).exceptions, eg.subgroup(IndexError))
try:
    try:
        raise ExceptionGroup('g', [ValueError(1), KeyError(2)])
    except* ValueError:
        print('handled value')
except ExceptionGroup as left:
    print('left over', left.exceptions)
try:
    ExceptionGroup('bad', [])
except ValueError as e:
    print(type(e).__name__, e)
try:
    raise ValueError('naked')
except* ValueError as g:
    print('wrapped', type(g).__name__, g.exceptions)
bg = BaseExceptionGroup('b', [ValueError(1)])
print(type(bg).__name__)
