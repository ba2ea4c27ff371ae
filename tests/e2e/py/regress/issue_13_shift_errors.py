# A left shift past what is computed raises CPython's own error: MemoryError (catchable)
# while the result's digit count fits a Py_ssize_t size, OverflowError "too many digits in
# integer" past that. The differential runs' one remaining class (found as MemoryError in
# CPython against OverflowError here, sessions 4-7).
for n in (1 << 40, 1 << 62, (1 << 63) - 1, 1 << 63, (1 << 64) - 1, 1 << 64, 1 << 65,
          69175290276410818531, 69175290276410818590, 1 << 100):
    for x in (1, -5, 10 ** 195):
        try:
            x << n
            print(n, 'computed')
        except MemoryError as e:
            print(n, 'MemoryError', repr(e))
        except OverflowError as e:
            print(n, 'OverflowError', e)
x = 5
try:
    x <<= 1 << 40
except MemoryError:
    print('in place: MemoryError, x is still', x)
print(0 << (1 << 100), 7 >> (1 << 100), -7 >> (1 << 70))
