print({x % 3 for x in range(10)}, {c: ord(c) for c in "ab"}, sum(x for x in range(5)), tuple(x for x in "ab"))
