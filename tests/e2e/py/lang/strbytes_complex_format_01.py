# strbytes_complex_format_01: format specs on complex numbers
vals = [2 + 3j, 1j, -0j, complex(0, -0.0), 1.5 - 2j, complex(-0.0, 1), complex(float('nan'), float('inf')), 1e20 + 1e-7j]
specs = ['', '.1f', '>20', '+', '.3', 'e', 'g', '^15.2f', ' ', 'n', '10', 'E', '#', '<12', '*>14.1e', 'G', '-']
for v in vals:
    print([format(v, s) for s in specs])
for s in ['=10', '010', '0<10', '%', 'd', 'x', ',.2f', 's']:
    try:
        print(repr(format(1 + 2j, s)))
    except Exception as e:
        print(type(e).__name__, e)
print(f'{2+3j:.2f}', '{:>12}'.format(3j), '{0.real} {0.imag}'.format(4 - 5j))
