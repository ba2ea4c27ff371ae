# dict errors: KeyError messages, unhashable keys, popitem on empty, bad constructors.
config = {"host": "localhost", 1: "one", (2, 3): "tuple"}
for key in ["port", 2, (2, 4), None, "HOST"]:
    try:
        config[key]
    except KeyError as e:
        print("KeyError:", e, repr(e), e.args)
try:
    config[["list"]] = 1
except TypeError as e:
    print("TypeError:", e)
try:
    {}.popitem()
except KeyError as e:
    print("KeyError:", e)
try:
    {}.pop("x")
except KeyError as e:
    print("KeyError:", e)
try:
    dict([1, 2])
except TypeError as e:
    print("TypeError:", e)
try:
    dict([("a", 1, 2)])
except ValueError as e:
    print("ValueError:", e)
try:
    {"a": 1} | [("b", 2)]
except TypeError as e:
    print("TypeError:", e)
try:
    {"a": 1} + {"b": 2}
except TypeError as e:
    print("TypeError:", e)
try:
    {"a": 1} < {"b": 2}
except TypeError as e:
    print("TypeError:", e)
class Missing(dict):
    def __missing__(self, key):
        return f"<{key}>"
m = Missing(a=1)
print(m["a"], m["zz"], "zz" in m, m.get("zz"))
