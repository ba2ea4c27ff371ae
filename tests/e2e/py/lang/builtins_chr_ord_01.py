# builtins_chr_ord_01: Monty language golden test
print(chr(65), chr(97), chr(0x263A), chr(0), repr(chr(10)), ord('A'), ord('€'), ord(b'a'), ord(bytearray(b'z')))
print([ord(c) for c in 'abc'], ''.join(chr(i) for i in range(65, 70)))
try:
    chr(-1)
except ValueError as e:
    print(type(e).__name__, e)
try:
    chr(0x110000)
except ValueError as e:
    print(type(e).__name__, e)
try:
    ord('ab')
except TypeError as e:
    print(type(e).__name__, e)
try:
    ord('')
except TypeError as e:
    print(type(e).__name__, e)
