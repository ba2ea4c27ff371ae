# slicing_02: Monty language golden test
print(slice(1, 10, 2).indices(5), slice(None).indices(3), slice(-1, None, -1).indices(4))
sl = slice(1, 5)
print(sl.start, sl.stop, sl.step, sl)
print(range(10)[2:8:2], b'abcdef'[1:4], bytearray(b'xyz')[::-1])
class S:
    def __getitem__(self, k):
        return k
o = S()
print(o[1:2], o[::3], o[1:2, 3], o[...], o[:, 1])
a = [1, 2, 3]
a[len(a):] = [4, 5]
a[:0] = [0]
print(a)
a[1:1] = 'xy'
print(a)
