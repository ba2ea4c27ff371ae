print(abs(-1), all([1]), any([0]), bin(3), bool(), callable(print), chr(66), divmod(9, 4), hex(16), oct(9), ord("z"), pow(3, 3))
print(repr("r"), round(1.25, 1), sorted("cba"), str(5), sum([1]), tuple([1]), type(1).__name__, list(zip("ab", "cd")))
