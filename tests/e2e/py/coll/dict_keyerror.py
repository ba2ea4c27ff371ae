d = {"a": 1}
try:
    d["missing"]
except KeyError as e:
    print("KeyError", e, repr(e))
