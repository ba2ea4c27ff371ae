# strbytes_str_percent_03: str % with every conversion and its errors
print('%s|%r|%a|%5s|%-5s|%.1s|' % ('é', 'é', 'é', 'x', 'y', 'zz'))
print('%d %i %u %x %X %o %#x %#X %#o %e %E %f %F %g %G %c %c %%' % (1, 2, 3, 255, 255, 8, 255, 255, 8, 1.5, 1.5, 1.5, 1.5, 1e-5, 1e20, 65, 'é'))
print('%05d|%-5d|%+d|% d|%+05.1f|%.3d|%5.3d|%x' % (42, 42, 42, 42, 2.25, 7, -7, -255))
print('%(a)s %(b)05.2f %(a)r' % {'a': 'k', 'b': 3.14159}, '%*.*f' % (8, 3, 2.5), '%-*s|' % (4, 'ab'))
print('%d' % 3.9, '%i' % True, '%s' % None, '%s' % [1, 2], '%s' % ((1, 2),), '%.2e' % 12345, '%g' % 0.0001, '%g' % 123456789)
for args in [('%d', 'x'), ('%x', 1.5), ('%c', 'ab'), ('%c', 0x110000), ('%d %d', (1,)), ('%d', (1, 2)), ('%y', 1), ('%', ()),
             ('%(a)s', 1), ('%(a', {'a': 1}), ('%s %(a)s', {'a': 1}), ('%b', b'x'), ('%.*f', ('a', 1.0))]:
    try:
        print(repr(args[0] % args[1]))
    except Exception as e:
        print(type(e).__name__, e)
