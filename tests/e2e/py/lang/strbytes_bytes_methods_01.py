# strbytes_bytes_methods_01: case, classification and padding methods of bytes and bytearray
for b in [b'hello World', b'', b'ABC def_12', b'\xe9t\xe9 ok', b'they\'re bill\'s']:
    print(b.upper(), b.lower(), b.swapcase(), b.title(), b.capitalize())
    print(b.isalpha(), b.isalnum(), b.isdigit(), b.isspace(), b.isupper(), b.islower(), b.istitle(), b.isascii())
ba = bytearray(b'mIxEd cAsE')
print(ba.upper(), ba.lower(), ba.swapcase(), ba.title(), ba.capitalize(), type(ba.upper()).__name__)
print(b'ab'.center(7, b'*'), b'ab'.center(6), b'abc'.center(6, b'-'), b'x'.ljust(3, b'.'), b'x'.rjust(3), bytearray(b'q').center(4, b'^'))
print(b'42'.zfill(5), b'-42'.zfill(5), b'+7'.zfill(4), b''.zfill(3), b'abc'.zfill(2), bytearray(b'-1').zfill(4))
print(b'a\tbc\td'.expandtabs(), b'a\tbc\td'.expandtabs(4), b'x\ny\tz'.expandtabs(tabsize=2), b'\t'.expandtabs(0))
for bad in [lambda: b'a'.center(5, b'xy'), lambda: b'a'.ljust(5, 'x'), lambda: b'a'.rjust('5')]:
    try:
        bad()
    except Exception as e:
        print(type(e).__name__, e)
print(b' \t\n\x0b\x0c\r'.isspace(), b'\x1c'.isspace(), b'1\xb2'.isdigit(), b'Ab Cd'.istitle(), b'AB'.istitle())
