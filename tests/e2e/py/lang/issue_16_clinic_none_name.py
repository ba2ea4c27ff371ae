# An argument of the wrong type that is None: CPython's Argument Clinic (and
# PyArg_ParseTuple) names it "None", not "NoneType" (outside suites' case); other
# messages keep the type's name.
import sys
import unicodedata

cases = [
    lambda: format(1, None),
    lambda: format(1, 2),
    lambda: (1).__format__(None),
    lambda: 'x'.__format__(None),
    lambda: bytes.fromhex(None),
    lambda: bytearray.fromhex(None),
    lambda: sys.stdout.write(None),
    lambda: sys.stdout.write(5),
    lambda: unicodedata.name(None),
    lambda: unicodedata.normalize(None, 'a'),
    lambda: unicodedata.normalize('NFC', None),
    lambda: unicodedata.is_normalized('NFC', None),
    lambda: type.__new__(type, None, (), {}),
    lambda: type.__new__(type, 'A', None, {}),
    lambda: type.__new__(type, 'A', (), None),
    lambda: 'abc'.replace(None, 'x'),
    lambda: 'abc'.replace('a', None),
    lambda: 'abc'.removeprefix(None),
    lambda: 'abc'.removesuffix(None),
    lambda: str.maketrans(None, 'a'),
    lambda: str.maketrans('a', None),
    lambda: str.maketrans(None, None),
    lambda: str.maketrans('a', 'b', None),
    lambda: object().__format__(None),
    lambda: (1.5).__format__(2),
    lambda: b'a'.center(3, None),
    lambda: 'abc'.encode(None),
    lambda: b'abc'.decode(None),
    lambda: open('x', None),
    # these keep NoneType, as CPython's own messages do
    lambda: 'abc'.count(None),
    lambda: 'abc'.startswith(None),
    lambda: super(None, 1),
    lambda: getattr(1, None),
    lambda: zip([1], None),
    lambda: zip(None),
]
for f in cases:
    try:
        f()
        print('no error')
    except TypeError as e:
        print(e)
