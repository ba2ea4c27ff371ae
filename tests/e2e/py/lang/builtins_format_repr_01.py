# builtins_format_repr_01: Monty language golden test
print(format(3.14159, '.2f'), format(42), format(42, 'b'), format('x', '>3'), format(1234567, ','), format(0.5, '.0%'))
print(repr('a'), repr(1), repr([1, 'a']), repr(1.0), repr(None), repr(b'\x01'), repr({'a': (1,)}))
print(ascii('abc'), ascii('é'), ascii('😀'), ascii(['ñ']), ascii(b'x'))
print(str(1), str('s'), str([1]), str(1.0), str(True))
print(format(-3, '05'), format(3, '+'), format(1e10, 'g'), format(1.23456789e-5, '.3e'), format(255, '#010x'))
try:
    format(1, 'zz')
except ValueError as e:
    print(type(e).__name__, e)
print(format(True), format(None), format([1]), format(2 + 3j, '.1f'))
