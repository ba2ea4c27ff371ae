# int_methods_01: Monty language golden test
print(int('42'), int(' -7 '), int('+3'), int('ff', 16), int('z', 36), int('0x10', 0), int(3.99), int(-3.99))
print(int(True), int('1_000'), (10).bit_count() if hasattr(int, 'bit_count') else 2)
print((1024).to_bytes(2, 'big'), (-1).to_bytes(1, 'big', signed=True))
print(int.from_bytes(b'\xff', 'big', signed=True), (5).conjugate(), (5).numerator, (5).denominator, (5).real, (5).imag)
print((12).as_integer_ratio(), int.__name__, (7).__index__())
for bad in ['x', '1.5', '', '0x', '1__0']:
    try:
        int(bad)
    except ValueError as e:
        print(type(e).__name__, e)
try:
    int('9', 8)
except ValueError as e:
    print(e)
try:
    int(None)
except TypeError as e:
    print(type(e).__name__, e)
try:
    int(float('inf'))
except OverflowError as e:
    print(type(e).__name__, e)
try:
    int(float('nan'))
except ValueError as e:
    print(type(e).__name__, e)
