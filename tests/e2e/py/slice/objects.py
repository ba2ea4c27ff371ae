s = slice(1, 10, 2)
print(s, s.start, s.stop, s.step, list(range(20))[s], "abcdefghijk"[s], s.indices(5))
