print((2.5).is_integer(), (2.0).is_integer(), (0.75).as_integer_ratio(), float.fromhex("0x1.8p1"), (1.5).hex())
