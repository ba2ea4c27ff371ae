# float.fromhex: CPython's grammar over the whole str (blank or empty input, an
# embedded NUL, a non-ASCII digit are errors) and its rounding and overflow.
cases = ['1.5e3', '0x1p-1074', '0x1p-1075', '0x1.8p-1074', '0x1p1024', '0x.fffffffffffff8p+1024',
         '0x.fffffffffffffcp+1024', '-0x1p99999999999999999999', '0x1p-99999999999999999999',
         '1e', '0x1.000000000000080000000001p0', '  inf ', '0x1P+0', '1.', '.1', '0x.', '.', '-nan',
         'infinity', '0x1p', '', ' ', '0x1p0\x00 0x1p0', '0x1p\uff10', '\uff10x1p0', '0x\uff11p0',
         '0x1.\uff10p0', '0x1p0 \n 0x2p0', '\t-0x1.8p1\n', '-0.0', '0X1P-2', '+1', '01.', '0x',
         '0x' + '0' * 300 + '1p+1200', '0x1' + '0' * 300 + 'p-1200', 'infi', 'nanx', '0x1p+', '1p1.5',
         '0x1__0', '0x_1', '0x1.0.p0', '\f0xap0\v', 'ff', '-0x3.243f6a8885a3p0']
for x in cases:
    try:
        print(repr(x), repr(float.fromhex(x)))
    except (ValueError, OverflowError) as e:
        print(repr(x), type(e).__name__, e)
try:
    float.fromhex(b"0x1")
except TypeError as e:
    print("TypeError")
print(float.fromhex((1.1).hex()) == 1.1, float.fromhex((-5e-324).hex()))
