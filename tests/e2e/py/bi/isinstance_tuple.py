print(isinstance(1, (str, int)), isinstance("s", (list, tuple)), isinstance(True, int), issubclass(bool, (str, int)))
