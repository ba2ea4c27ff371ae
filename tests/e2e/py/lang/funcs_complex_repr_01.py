# funcs_complex_repr_01: complex repr/str with signed zeros, nan and inf; complex(re, im) signs
n = float('nan')
i = float('inf')
vals = [complex(1, -n), complex(-n, 1), complex(0, -0.0), complex(-0.0, 0), -0j,
        complex(-0.0, -0.0), complex(0.0, -n), complex(i, -i), complex(-i, n), complex(1e16, 1e-5),
        complex(-0.0, n), 0j * -1, 1 - 0j, -(1 + 0j), complex(2.5, -0.0), complex(1e-310, -1e300)]
for v in vals:
    print(repr(v), str(v), format(v, ''))
print(complex(1 + 2j, 3j), complex(2j, 1), complex(1, 2j), complex(0.0, -0.0), complex(-0.0))
print(complex('1-0j'), complex('-0j'), complex(' (2+3j) '), complex('-1.5e3+2J'))
print([format(v, '.2f') for v in (1 + 2j, -0j, complex(1, -0.0))])
print(format(1.5 - 2j, '>14'), format(1 + 2j, '^20.3e'), format(3j, '+g'), format(1.123456789 + 2j, '.3'))
for bad in (lambda: complex('1+2j', 1), lambda: format(1j, '=10'), lambda: format(1j, '010'),
            lambda: format(1j, 'd')):
    try:
        bad()
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
for s in ['1', '1j', 'j', '-j', '+j', '1+j', '1-j', '1+2j', ' ( 1-2.5e3J ) ', '(1+2j', '1 + 2j', '1+2', 'inf', '-infj', 'nan+nanj', '1_000+2_0j', '1__0', '_1', '', '()', '1e5', '.5j', '5.j', '1e', 'j1', '0x10', 'infinityj', '1+-2j', '+1.5e-3-0j', '\t2j\n', 'abc']:
    try:
        print(repr(s), complex(s))
    except ValueError as e:
        print(repr(s), 'ValueError', e)
