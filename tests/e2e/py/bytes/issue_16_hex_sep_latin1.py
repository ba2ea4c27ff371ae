# The separator of binascii.hexlify and bytes.hex: one character of a str (a byte up to
# U+00FF for hexlify, ASCII for hex, whose result is a str) or one byte
import binascii


def show(label, f):
    try:
        print(label, repr(f()))
    except Exception as e:
        print(label, type(e).__name__, e)


for sep in ('-', '\xff', 'é', '€', '𝄞', b'-', b'\xfe', bytearray(b':'), '', 'ab', b'', 5, None):
    show(f'hexlify {sep!r}', lambda: binascii.hexlify(b'\x01\x02\x03', sep))
    show(f'hex {sep!r}', lambda: b'\x01\x02\x03'.hex(sep))
show('hexlify grouped', lambda: binascii.hexlify(b'abcde', '\xe9', -2))
show('bytearray hex', lambda: bytearray(b'ab').hex('é'))
