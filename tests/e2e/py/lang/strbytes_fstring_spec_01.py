# strbytes_fstring_spec_01: f-string format specs on bool, int, float, str and nested specs
t, f, n = True, False, None
w, p = 8, 3
print(f'{t:>5}|{f:<5}|{t:^5}|{t:05}|{t:x}|{t:.2f}|{t}|{f!r}|{n!s:>5}|{n}')
print(f'{3.14159:{w}.{p}f}|{42:{w}d}|{"s":{"*"}^{w}}|{12345:,}|{-0.0:z.1f}|{1e-7:.2g}')
print(f'{255:#010x}|{255:#o}|{-255:_b}|{65:c}|{1.5:%}|{2**64:,}|{0.1:.20f}')
print(f'{"é":>3}|{"日本":*^6}|{"ab":.1}|{12:<+5}|{-12: }|{12: }|{1.0:.0f}|{2.5:.0f}|{3.5:.0f}')
for bad in ['{n:>5}', '{t:s}', '{1.5:d}', '{"x":d}', '{1:.2}']:
    try:
        print(eval('f' + repr(bad)))
    except Exception as e:
        print(type(e).__name__, e)
