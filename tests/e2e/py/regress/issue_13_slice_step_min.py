# A slice step of -2**63 (or below: an index clamps to it) was negated in C, which
# overflows (UBSan: "negation of -9223372036854775808"); CPython clamps it to -(2**63-1).
# And a length or slice index past a small int's range came back wrapped.
M = -2**63
for seq in ["abcdef", "\u20acbcdef", b"abcdef", bytearray(b"abcdef"), list(range(6)),
            tuple(range(6)), range(6), range(-3, 30, 5)]:
    for sl in [slice(None, None, M), slice(3, None, M), slice(-3, None, M), slice(None, 2, M),
               slice(None, None, -2**100), slice(2**63, None, M), slice(M, M, M),
               slice(-2**63, 2**63, -(2**63 - 1))]:
        print(type(seq).__name__, sl, seq[sl])
for mk in [list, bytearray]:
    for sl in [slice(None, None, M), slice(2, None, M), slice(None, None, -2**100)]:
        x = mk(b"abcdef")
        del x[sl]
        print("del", mk.__name__, sl, x)
        x = mk(b"abcdef")
        x[sl] = mk(b"z")
        print("set", mk.__name__, sl, x)
        x = mk(b"abcdef")
        try:
            x[sl] = mk(b"zz")
        except ValueError as e:
            print("set", mk.__name__, sl, "ValueError", e)
print(slice(2**62, None).indices(2**63 - 1), slice(None, 2**62 + 7).indices(2**63 - 1))


class Big:
    def __init__(self, n):
        self.n = n

    def __len__(self):
        return self.n


for n in [2**62 - 1, 2**62, 2**62 + 5, 2**63 - 1]:
    print(len(Big(n)), Big(n).__len__(), len(range(n)))
