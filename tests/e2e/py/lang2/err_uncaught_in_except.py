# expect: spec
# An exception raised while handling another: the report names the new one.
def fetch(d, k):
    try:
        return d[k]
    except KeyError:
        return d["default"] * 2


print(fetch({"a": 1}, "a"))
print(fetch({"a": 1}, "b"))
