# complex division and powers as CPython computes them (outside suites' case): Smith's
# division (no overflow or underflow through |divisor|**2, hence its exact last bits),
# integer powers up to 100 by repeated squaring, and OverflowError for a result with an
# infinite part.
values = [complex(re / 7, im / 3) for re in range(-9, 10, 4) for im in range(-8, 9, 5)]
values += [1e300 + 1e300j, 1e-300j, -1e-310 + 2e-310j, 3 + 0j, 0.1 + 0.2j, 1e200 - 3j]
for i, a in enumerate(values):
    b = values[(i * 7 + 3) % len(values)]
    row = []
    try:
        row.append(repr(a / b))
    except ZeroDivisionError as e:
        row.append('ZeroDivisionError: %s' % e)
    for n in (2, 3, 5, -1, -4, 17, 100, -100, 101, 2.5, -0.5, 1j):
        try:
            row.append(repr(a ** n))
        except (OverflowError, ZeroDivisionError) as e:
            row.append('%s: %s' % (type(e).__name__, e))
    print(repr(a), '|', ' '.join(row))

for expr in ['1 / (1e-300j)', '(1 + 2j) / (1e-300j)', '(1e300 + 1e300j) / (1e300 + 1e300j)',
             '(2 + 3j) / 0j', '0j ** -1', '0j ** 1j', '0j ** 0', '(1e200 + 1e200j) ** 2',
             'pow(-2.0, 2000.5)', 'complex(-2) ** complex(2000.5)', '(-2) ** 2000.5',
             '1e300j ** 1.5', '(1 + 1j) ** 1000', '(1 + 1j) ** -1000',
             'complex(float("inf"), 0) ** 1', '(1 + 2j) / complex(float("nan"), 1)']:
    try:
        print(expr, '=', repr(eval(expr)))
    except (OverflowError, ZeroDivisionError) as e:
        print(expr, '->', type(e).__name__, e)
