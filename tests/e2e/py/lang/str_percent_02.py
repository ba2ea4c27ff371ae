# str_percent_02: Monty language golden test
print('%-10s|%10s|' % ('left', 'right'), '%3d|%-3d|%03d' % (5, 5, 5))
print('%.3e %.0e %#.0f %g %g %g' % (123456, 5, 3, 1e-5, 123456789, 0.5))
print('%s %s' % ('tuple', 'args'), '%s' % 'single', '%(a)s %(a)r' % {'a': 'k'})
print('%5.1f%%' % 99.44, '%x' % -255, '%o' % -8, '%+.2d' % 5, '%u' % 7)
print('%r' % {'a': [1]}, '%s' % {'a': 1}, '%-5c|' % 'z', '%.*f' % (2, 3.14159))
print('%(x)d + %(y)d' % {'x': 1, 'y': 2, 'z': 3})
try:
    '%(missing)s' % {'a': 1}
except KeyError as e:
    print(type(e).__name__, e)
try:
    '%d' % '5'
except TypeError as e:
    print(type(e).__name__, e)
