# d["key"] on an exact dict with an exact str key is looked up in place (issue 18); a dict
# subclass, a str subclass key or a missing key goes the generic way. (A same-hash key of
# another type, whose __eq__ must be asked, cannot be made yet: a __hash__ result that fits
# in 64 bits is hashed again, unlike CPython.)


class D(dict):
    def __missing__(self, key):
        return "missing " + key


class S(str):
    pass


row = {"id": 1, "name": "ann", "score": 7.5}
print(row["id"], row["name"], row["score"], row["na" + "me"])
try:
    row["nope"]
except KeyError as e:
    print("KeyError", e)
print(D(a=1)["a"], D(a=1)["b"], row[S("id")], {S("x"): 5}["x"])
big = {str(i): i for i in range(1000)}
print(sum(big[str(i)] for i in range(0, 1000, 7)), big["999"])
e = {}
try:
    e["x"]
except KeyError as x:
    print("KeyError", x)
