print(True + True, True * 3, False - 1, int(True), bool(0), bool(0.0), bool(""), bool([]), bool([0]))
