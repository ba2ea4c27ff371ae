a = "x"
print(hash(a) == hash("x"), id(a) == id(a), hash(1), hash(True), hash(None) == hash(None))
