print(int("  42 "), int("-17"), int("0x1F", 16), int("z", 36), int("1_000"), int(3.99), int(-3.99), int(True))
