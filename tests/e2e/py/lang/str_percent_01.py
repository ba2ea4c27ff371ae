# str_percent_01: Monty language golden test
print('%s %r %d %i %f' % ('s', 's', 42, 7, 1.5))
print('%5s|%-5s|%05d|%+d|% d|%.2f|%10.3f|%-8.1f|' % ('a', 'b', 42, 3, 3, 2.345, 3.14159, 2.5))
print('%x %X %#x %o %#o %e %E %g %G' % (255, 255, 255, 8, 8, 12345.6789, 0.00012, 0.00001, 1e20))
print('%c%c %%' % (72, 'i'), '%(name)s is %(age)d' % {'name': 'Al', 'age': 30})
print('%s' % [1, 2], '%s' % ((1, 2),), '%a' % 'é', '%.3s' % 'abcdef', '%*d' % (5, 3))
print('%s' % None, '%d' % True, '%.0f' % 2.5, '%.0f' % 3.5, '%i' % 3.9)
for fmt, args in [('%d', 'x'), ('%s %s', (1,)), ('%s', (1, 2)), ('%z', 1)]:
    try:
        print(fmt % args)
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
