import binascii
print(binascii.hexlify(b'\x00\xffab'), binascii.b2a_hex(b'xyz'), binascii.hexlify(b'abcdef', '-'), binascii.hexlify(b'abcdef', ':', 2))
print(binascii.unhexlify('00ff6162'), binascii.a2b_hex(b'4A4b'), binascii.crc32(b'hello'), binascii.crc32(b''), binascii.crc32(b'world', binascii.crc32(b'hello ')))
print(binascii.crc32(b'hello world'), binascii.b2a_base64(b'hi'), binascii.b2a_base64(b'hi', newline=False), binascii.a2b_base64('aGk='))
for f in [lambda: binascii.unhexlify('abc'), lambda: binascii.unhexlify('zz'), lambda: binascii.a2b_base64('a'),
          lambda: binascii.a2b_base64('aGk', strict_mode=True), lambda: binascii.hexlify('s')]:
    try:
        print(f())
    except (binascii.Error, TypeError) as e:
        print(type(e).__name__, e)
print(issubclass(binascii.Error, ValueError))
