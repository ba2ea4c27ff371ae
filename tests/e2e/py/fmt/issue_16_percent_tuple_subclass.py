# issue 16: %-formatting reads a tuple subclass as the tuple it is (CPython's PyTuple_Check):
# its own __len__, __getitem__ or __iter__ is not asked, and it is no mapping.
class T(tuple):
    def __len__(self):
        return 0

    def __getitem__(self, i):
        raise IndexError(i)


class U(tuple):
    def __iter__(self):
        return iter(())


print('%s %s' % T((1, 2)))
print(b'%d %d' % T((1, 2)))
print('%s-%s' % U((3, 4)))
print('%r' % (T((5,)),))
try:
    print('%s %s %s' % T((1, 2)))
except TypeError as e:
    print('TypeError:', e)
try:
    print('%s' % T((1, 2)))
except TypeError as e:
    print('TypeError:', e)
try:
    print('%(a)s' % T((1,)))
except TypeError as e:
    print('TypeError:', e)
