# iter() with a sentinel, next() with a default, reversed() on sequences and custom classes.
chunks = iter(["alpha", "beta", "", "ignored"])
for part in iter(lambda: next(chunks), ""):
    print("chunk", part)
counter = [0]
def tick():
    counter[0] += 1
    return counter[0]
print(list(iter(tick, 4)))
it = iter([1, 2])
print(next(it), next(it), next(it, "end"), next(it, None))
try:
    next(it)
except StopIteration as e:
    print("StopIteration", e.args)
print(list(reversed([1, 2, 3])), list(reversed("abc")), list(reversed(range(3))), list(reversed((1, 2))))
class Playlist:
    def __init__(self, *songs):
        self.songs = songs
    def __len__(self):
        return len(self.songs)
    def __getitem__(self, i):
        return self.songs[i]
class Custom:
    def __reversed__(self):
        return iter(["z", "y"])
print(list(reversed(Playlist("a", "b", "c"))), list(reversed(Custom())), list(Playlist("x", "y")))
d = {"one": 1, "two": 2}
print(list(reversed(d)), next(iter(d)), next(iter(d.values())))
for bad in (lambda: iter(5), lambda: reversed({1, 2}), lambda: next([1])):
    try:
        bad()
    except TypeError as e:
        print("TypeError:", e)
nested = iter([iter([1, 2]), iter([3])])
print([x for inner in nested for x in inner])
