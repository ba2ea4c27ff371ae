# Objects with __index__ are integers wherever CPython takes an index-like int: byte
# values (bytearray append/extend/insert/remove/setitem/in/count/index, bytes([...])),
# %c and %d, chr(), enumerate's start and islice's arguments. A value's __index__ runs
# before the bytearray's length is read, so one that empties it meets the bounds check.
import itertools


class I:
    def __init__(self, v):
        self.v = v

    def __index__(self):
        return self.v


class NoIndex:
    pass


tests = [
    lambda: '%d' % I(5),
    lambda: '%x' % I(255),
    lambda: '%c' % I(65),
    lambda: '%c' % I(0x110000),
    lambda: '%c' % NoIndex(),
    lambda: list(enumerate('ab', start=I(3))),
    lambda: list(enumerate('ab', I(-1))),
    lambda: list(enumerate('ab', NoIndex())),
    lambda: (lambda b: (b.append(I(66)), b)[1])(bytearray(b'a')),
    lambda: (lambda b: (b.append(I(256)), b)[1])(bytearray(b'a')),
    lambda: (lambda b: (b.append(I(2**70)), b)[1])(bytearray(b'a')),
    lambda: (lambda b: (b.extend([I(67)]), b)[1])(bytearray(b'a')),
    lambda: bytearray([I(68), 69]),
    lambda: bytes([I(70)]),
    lambda: I(97) in bytearray(b'abc'),
    lambda: I(97) in b'xyz',
    lambda: NoIndex() in b'xyz',
    lambda: bytearray(b'abca').count(I(97)),
    lambda: b'abca'.index(I(98)),
    lambda: b'abca'.find(I(99)),
    lambda: list(itertools.islice(range(10), I(2), I(8), I(2))),
    lambda: list(itertools.islice(range(10), I(3))),
    lambda: list(itertools.islice(range(10), NoIndex())),
    lambda: list(itertools.islice(range(10), 1, 5, I(0))),
    lambda: (lambda b: (b.__setitem__(0, I(90)), b)[1])(bytearray(b'a')),
    lambda: (lambda b: (b.__setitem__(slice(0, 1), [I(90), I(91)]), b)[1])(bytearray(b'a')),
    lambda: (lambda b: (b.insert(0, I(90)), b)[1])(bytearray(b'a')),
    lambda: (lambda b: (b.remove(I(98)), b)[1])(bytearray(b'abc')),
    lambda: chr(I(65)),
    lambda: chr(I(-1)),
    lambda: chr(NoIndex()),
]
for i, t in enumerate(tests):
    try:
        print(i, repr(t()))
    except Exception as e:
        print(i, type(e).__name__, e)


# an __index__ that empties the bytearray being written
class Clears:
    def __init__(self, b):
        self.b = b

    def __index__(self):
        self.b.clear()
        return 7


for name, op in [
    ('setitem', lambda b: b.__setitem__(3, Clears(b))),
    ('setitem -1', lambda b: b.__setitem__(-1, Clears(b))),
    ('append', lambda b: b.append(Clears(b))),
    ('insert', lambda b: b.insert(5, Clears(b))),
    ('remove', lambda b: b.remove(Clears(b))),
    ('in', lambda b: Clears(b) in b),
    ('count', lambda b: b.count(Clears(b))),
]:
    b = bytearray(b'abcdefgh' * 4)
    try:
        r = op(b)
        print(name, r, bytes(b))
    except Exception as e:
        print(name, type(e).__name__, e, bytes(b))
