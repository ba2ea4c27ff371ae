try:
    raise ExceptionGroup("many", [ValueError("v"), TypeError("t"), ValueError("w")])
except* ValueError as eg:
    print("values:", sorted(str(e) for e in eg.exceptions))
except* TypeError as eg:
    print("types:", [str(e) for e in eg.exceptions])
eg = ExceptionGroup("g", [KeyError(1)])
print(repr(eg), str(eg), eg.message)
