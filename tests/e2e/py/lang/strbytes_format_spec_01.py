# strbytes_format_spec_01: format specs for bool, int, float, str and None
specs = ['', '>5', '<5', '^5', '05', '<05', 'x<05', '=5', '+', ' ', 'd', 'x', '#x', 'o', 'b', 'c', 'n', 'e', 'f', 'g', '%', 's',
         ',', '_', '.2', '.2f', '10.3e', '+05', ',d', '_x', 'z', 'z.1f', '#', '=+8', '*^9', '0=5', '>05', '05s', '.0', '8,.2f',
         'E', 'G', '.3n', ',x', '_b', ',c', 'xx', '.', '#c', '-c', '.1', '.3', '#.3', '#g', '020,.3f', '0<10', '\u00e9^7']
vals = [True, False, 0, -7, 42, 3.5, -0.0, 12.0, 1e300, float('nan'), float('-inf'), 'ab', None, 12345678, -2**70, 0.5]
for v in vals:
    for s in specs:
        try:
            r = format(v, s)
        except Exception as e:
            r = type(e).__name__ + ': ' + str(e)
        print(repr(v), repr(s), repr(r))
