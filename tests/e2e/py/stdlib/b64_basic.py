import base64, binascii
for raw in [b'', b'f', b'fo', b'foo', b'foob', b'fooba', b'foobar', bytes(range(256))[:40]]:
    e = base64.b64encode(raw)
    print(e, base64.b64decode(e) == raw, base64.b32encode(raw), base64.b32decode(base64.b32encode(raw)) == raw, base64.b16encode(raw))
print(base64.b64decode('Zm9v\nYmFy'), base64.b64decode('Zm9vYg'  + '=='), base64.b64encode(b'\xff\xfe', altchars=b'-_'))
print(base64.urlsafe_b64encode(b'\xfb\xef'), base64.urlsafe_b64decode(b'--__'), base64.b64decode(b'-_8=', altchars='-_'))
print(base64.encodebytes(b'z' * 60), base64.decodebytes(b'eHl6\n'), base64.b32decode('mfrgg===', casefold=True), base64.b16decode('abcd', casefold=True))
print(base64.b32decode('ME======'), base64.standard_b64decode('eA=='), base64.b64encode(bytearray(b'ba')))
for f in [lambda: base64.b64decode('abc'), lambda: base64.b64decode('a'), lambda: base64.b64decode('ab!d', validate=True),
          lambda: base64.b32decode('MFRGG'), lambda: base64.b32decode('MFRGG1=='), lambda: base64.b16decode('0g'),
          lambda: base64.b16decode('abc'), lambda: base64.b64encode('str'), lambda: base64.b64decode('é')]:
    try:
        print(f())
    except (binascii.Error, TypeError, ValueError) as e:
        print(type(e).__name__, e)
