# A case-insensitive registry implementing the container protocol.
class Registry:
    def __init__(self):
        self._data = {}
    def __setitem__(self, key, value):
        self._data[key.lower()] = (key, value)
    def __getitem__(self, key):
        try:
            return self._data[key.lower()][1]
        except KeyError:
            raise KeyError(key) from None
    def __delitem__(self, key):
        del self._data[key.lower()]
    def __contains__(self, key):
        return isinstance(key, str) and key.lower() in self._data
    def __len__(self):
        return len(self._data)
    def __iter__(self):
        return (orig for orig, _ in self._data.values())
    def __reversed__(self):
        return reversed([orig for orig, _ in self._data.values()])
    def get(self, key, default=None):
        return self[key] if key in self else default
r = Registry()
r["Content-Type"] = "text/html"
r["X-Trace"] = "abc"
r["content-type"] = "application/json"
print(len(r), list(r), list(reversed(r)))
print(r["CONTENT-TYPE"], "x-trace" in r, 5 in r, r.get("missing", "-"))
del r["X-TRACE"]
print(len(r), "X-Trace" in r)
try:
    r["nope"]
except KeyError as e:
    print("KeyError:", e)
try:
    del r["nope"]
except KeyError as e:
    print("KeyError:", e)
class Seq:
    def __getitem__(self, i):
        if i >= 4:
            raise IndexError(i)
        return i * i
print(list(Seq()), 9 in Seq(), 5 in Seq(), [x for x in Seq()][::-1])
print(dict(r=1) | {k: r[k] for k in r})
