# strbytes_format_method_03: str.format with nested specs, conversions, attributes and items
class P:
    x = 3
    def __format__(self, spec):
        return 'P<' + spec + '>'
print('{0.x} {0} {0:abc} {0!r:.3}'.format(P()))
print('{:{}{}{}}'.format('s', '*', '^', 9), '{0:{fill}>{w}}'.format(7, fill='.', w=4), '{!a:>8}'.format('é'))
print('{0[a]} {0[1]} {1[0][0]}'.format({'a': 1, 1: 'one'}, [[9]]), '{[-1]}'.format({'-1': 'neg'}))
print('{:,}'.format(1234567.891), '{:_}'.format(10**10), '{:,.0f}'.format(-1e6), '{:08,}'.format(1234), '{:012,.2f}'.format(-1234.5))
print('{:e}'.format(0), '{:.0e}'.format(12345), '{:#.0e}'.format(12345), '{:#.0f}'.format(2), '{:.0%}'.format(0.125))
print(format(True), format(True, ''), format(False, 'd'), format(True, '^7'), f'{True:>4}|{None!s:>6}|{1.0:g}')
for bad in [lambda: format(None, '>5'), lambda: format(object(), 'x'), lambda: format([], '^3'), lambda: '{:d}'.format(1.5),
            lambda: '{:s}'.format(1), lambda: format(1, ',c'), lambda: format('a', 'z'), lambda: format(1, 'z'), lambda: format(3, '#c')]:
    try:
        print(bad())
    except Exception as e:
        print(type(e).__name__, e)
