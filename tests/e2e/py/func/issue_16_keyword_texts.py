# Keyword errors in CPython 3.11's words: a C function's unknown keyword is "'x' is an
# invalid keyword argument for f()" (3.12's "f() got an unexpected keyword argument" is
# for functions written in Python, as re.sub and base64 are in CPython); sorted's are
# list.sort's; every positional-only parameter passed by keyword is named.
import base64
import re


def po(a, b, /, c):
    return a + b + c


def po3(x, y, z, /, *, k=0):
    return x


def po_kw(a, /, **kw):
    return a, kw


calls = [
    lambda: po(a=1, b=2, c=3),
    lambda: po(1, b=2, c=3),
    lambda: po3(z=1, x=2, k=3),
    lambda: po3(1, 2, 3, y=4),
    lambda: po_kw(1, a=2),
    lambda: int(x=1),
    lambda: int("1", bse=10),
    lambda: str(y=1),
    lambda: str(b"a", encoding="ascii", x=1),
    lambda: sorted([], x=1),
    lambda: [].sort(x=1),
    lambda: max([1], x=1),
    lambda: min(1, 2, x=1),
    lambda: "a".split(x=1),
    lambda: "a".encode(x=1),
    lambda: "a".splitlines(x=1),
    lambda: enumerate([], x=1),
    lambda: zip([], x=1),
    lambda: sum([], x=1),
    lambda: round(1, x=1),
    lambda: pow(2, 3, x=1),
    lambda: bytes(x=1),
    lambda: bytearray(x=1),
    lambda: complex(x=1),
    lambda: property(x=1),
    lambda: (1).to_bytes(1, "big", x=1),
    lambda: int.from_bytes(b"a", "big", x=1),
    lambda: re.compile("a", x=1),
    lambda: re.sub("a", "b", "c", x=1),
    lambda: re.split("a", "b", x=1),
    lambda: re.search("a", "b", x=1),
    lambda: base64.b64encode(b"", x=1),
    lambda: base64.b64decode(b"", x=1),
]
for f in calls:
    try:
        print(f())
    except TypeError as e:
        print(e)
