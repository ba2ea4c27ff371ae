import copy
vals = [None, True, 1, 2.5, 1j, 'str', b'bytes', range(3), len, int, Ellipsis]
print(all(copy.copy(v) is v for v in vals), all(copy.deepcopy(v) is v for v in vals))
fs = frozenset([1, 2])
print(copy.copy(fs) is fs, copy.deepcopy(fs) == fs)
print(copy.deepcopy({'k': (1, [2])}), copy.copy([]), copy.deepcopy(set([1, 2])))
print(copy.Error.__name__, issubclass(copy.Error, Exception))
