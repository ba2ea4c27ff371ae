e = Exception("a", 1)
print(e.args, str(e), repr(e), str(Exception()), repr(ValueError("x")), str(KeyError("k")), str(OSError(2, "No such file")))
