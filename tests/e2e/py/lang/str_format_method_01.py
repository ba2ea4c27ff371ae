# str_format_method_01: Monty language golden test
print('{} {}'.format('a', 'b'), '{1} {0} {1}'.format('x', 'y'), '{name}!'.format(name='n'))
print('{0[1]} {d[k]} {o.real}'.format([5, 6], d={'k': 'v'}, o=3))
print('{:>6}|{:<6}|{:^6}|{:*^7}'.format('r', 'l', 'c', 'm'))
print('{:d} {:5.2f} {:e} {:x} {:o} {:b} {:,} {:%}'.format(42, 3.14159, 12345.678, 255, 8, 5, 10 ** 6, 0.5))
print('{!r} {!s} {!a}'.format('q', 'q', 'é'))
print('{{}} {{{}}}'.format('in'), '{:{w}.{p}}'.format(3.14159, w=8, p=3))
print('{0:#x} {0:#o} {0:#b} {1:+d} {2: d}'.format(10, 5, 7))
print('{:08.3f} {:-^10} {:g} {:G}'.format(-3.5, 'z', 0.00001, 1e20))
print('{:c}'.format(65), '{:s}'.format('s'), '{:n}'.format(1234), '{:_x}'.format(2 ** 32))
print('{a}-{b}'.format_map({'a': 1, 'b': 2}))
for bad in ['{', '}', '{0} {}', '{x}']:
    try:
        print(bad.format(1))
    except (ValueError, KeyError, IndexError) as e:
        print(type(e).__name__, e)
try:
    '{:d}'.format('s')
except ValueError as e:
    print(type(e).__name__, e)
