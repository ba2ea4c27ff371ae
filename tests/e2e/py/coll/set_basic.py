s = {3, 1, 2}
s.add(5); s.discard(9); s.remove(1)
print(s, len(s), 2 in s, sorted(s), set("aabbc") == {"a", "b", "c"}, set())
